import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { preparedQuery } from './prepared-query';

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

  it('defers nothing outside a transaction', async () => {
    expect(await roundTrips(() => insertEntry(database.db, { id: 'e' }))).toBe(1);
    expect(await written()).toEqual(['e']);
  });
});
