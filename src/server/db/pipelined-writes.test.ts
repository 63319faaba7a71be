import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { laterQuery, preparedQuery } from './prepared-query';

const PREFIX = 'pw_';

// Decision 0048: inside a PostgreSQL transaction, writes marked deferred wait for the next
// statement whose answer is awaited, and travel with it in one round trip.
describe.runIf(process.env.TEST_DATABASE_URL)('deferred writes [postgres]', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  beforeEach(async () => {
    testDatabase = await createTestDatabase('postgres');
    database = connectDatabase(testDatabase.url, PREFIX);
    await migrateToLatest(database.db, PREFIX);
  });
  afterEach(async () => {
    await database.db.destroy();
    await testDatabase.drop();
  });

  const insertEntry = preparedQuery<{ id: string }>({ deferred: true })((db, value) =>
    db.insertInto('audit_log').values({
      id: value('id'),
      at: '2026-11-26T00:00:00.000Z',
      actor_user_id: null,
      action: 'test',
      subject: value('id'),
      before: null,
      after: null,
    }),
  );
  const written = async () =>
    (await database.db.selectFrom('audit_log').select('id').orderBy('id').execute()).map((row) => row.id);
  const roundTrips = async (work: () => Promise<unknown>) => {
    const before = database.counts.roundTrips;
    await work().catch(() => {});
    return database.counts.roundTrips - before;
  };

  it('sends the begin and the deferred writes with the next awaited statement, then commits', async () => {
    const trips = await roundTrips(() =>
      database.writeTransaction(async (trx) => {
        await insertEntry(trx, { id: 'a' });
        await insertEntry(trx, { id: 'b' });
        // Awaited: it sees the writes sent before it, in the same round trip.
        expect(await trx.selectFrom('audit_log').select('id').execute()).toHaveLength(2);
        await insertEntry(trx, { id: 'c' });
      }),
    );
    expect(trips).toBe(2); // begin + a + b + select; c + commit
    expect(await written()).toEqual(['a', 'b', 'c']);
  });

  it('fails the transaction when a deferred write fails, and leaves nothing written', async () => {
    const work = database.writeTransaction(async (trx) => {
      await insertEntry(trx, { id: 'a' });
      await insertEntry(trx, { id: 'a' }); // the same id twice
      await trx.selectFrom('audit_log').select('id').execute();
    });
    await expect(work).rejects.toThrow(/duplicate key/);
    expect(await written()).toEqual([]);
    // The connection is usable again.
    await database.writeTransaction((trx) => insertEntry(trx, { id: 'd' }));
    expect(await written()).toEqual(['d']);
  });

  it('rolls back when a write sent with the commit fails, and the connection is usable again', async () => {
    const work = database.writeTransaction(async (trx) => {
      await insertEntry(trx, { id: 'a' });
      await insertEntry(trx, { id: 'a' }); // fails in the commit's round trip
    });
    await expect(work).rejects.toThrow(/duplicate key/);
    // The pool hands out the connection just released: its transaction was ended.
    await database.writeTransaction((trx) => insertEntry(trx, { id: 'b' }));
    expect(await written()).toEqual(['b']);
  });

  it('sends nothing for work that fails before any answer was awaited', async () => {
    const trips = await roundTrips(() =>
      database.writeTransaction(async (trx) => {
        await insertEntry(trx, { id: 'a' });
        throw new Error('changed my mind');
      }),
    );
    expect(trips).toBe(0);
    expect(await written()).toEqual([]);
  });

  // Decision 0061: a statement whose answer is read later travels like a deferred write.
  const entryLater = laterQuery<{ id: string }>()((db, value) =>
    db.selectFrom('audit_log').select('id').where('id', '=', value('id')),
  );

  it('answers a statement read later once the next awaited statement is back, in its round trip', async () => {
    await insertEntry(database.db, { id: 'a' });
    const trips = await roundTrips(() =>
      database.writeTransaction(async (trx) => {
        const found = await entryLater(trx, { id: 'a' });
        const missing = await entryLater(trx, { id: 'b' });
        await insertEntry(trx, { id: 'b' });
        // Awaited: it sends the begin, both reads and the insert with it.
        expect(await trx.selectFrom('audit_log').select('id').execute()).toHaveLength(2);
        expect((await found.answer()).rows).toEqual([{ id: 'a' }]);
        expect((await missing.answer()).rows).toEqual([]);
      }),
    );
    expect(trips).toBe(2); // begin + reads + insert + select; commit
  });

  it('sends a statement read later when its answer is asked for first', async () => {
    await insertEntry(database.db, { id: 'a' });
    const trips = await roundTrips(() =>
      database.writeTransaction(async (trx) => {
        const found = await entryLater(trx, { id: 'a' });
        expect((await found.answer()).rows).toEqual([{ id: 'a' }]);
      }),
    );
    expect(trips).toBe(2); // begin + read; commit
  });

  it('fails the answers read later with the statement that failed their round trip', async () => {
    let later: Awaited<ReturnType<typeof entryLater>> | undefined;
    const work = database.writeTransaction(async (trx) => {
      later = await entryLater(trx, { id: 'a' });
      await trx
        .selectFrom('no_such_table' as 'audit_log')
        .select('id')
        .execute();
    });
    await expect(work).rejects.toThrow(/no_such_table/);
    await expect(later?.answer()).rejects.toThrow(/no_such_table/);
    // The connection is usable again.
    await database.writeTransaction((trx) => insertEntry(trx, { id: 'd' }));
    expect(await written()).toEqual(['d']);
  });

  it('defers nothing outside a transaction', async () => {
    expect(await roundTrips(() => insertEntry(database.db, { id: 'e' }))).toBe(1);
    expect(await written()).toEqual(['e']);
    expect(
      await roundTrips(async () =>
        expect((await entryLater(database.db, { id: 'e' })).answer()).resolves.toMatchObject({
          rows: [{ id: 'e' }],
        }),
      ),
    ).toBe(1);
  });
});
