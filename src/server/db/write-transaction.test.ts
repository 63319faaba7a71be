import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { afterCommit, WriteWorkError } from './write-guard';

const PREFIX = 'wt_';

describeEachDatabase('write work and the root database handle', (kind) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;

  beforeEach(async () => {
    testDatabase = await createTestDatabase(kind);
    database = connectDatabase(testDatabase.url, PREFIX);
    await migrateToLatest(database.db, PREFIX);
  });
  afterEach(async () => {
    await database.db.destroy();
    await testDatabase.drop();
  });

  const slotIds = async () =>
    (await database.db.selectFrom('slots').select('id').orderBy('id').execute()).map((row) => row.id);

  it('refuses a query on the root handle inside the work, clearly and at once', async () => {
    // On SQLite this query would wait for the connection the work's own transaction holds.
    const work = database.writeTransaction(async (trx) => {
      await insertSlot(trx, { date: '2026-12-01', time: '09:00' });
      return database.db.selectFrom('slots').select('id').execute();
    });
    await expect(work).rejects.toThrow(WriteWorkError);
    await expect(work).rejects.toThrow(/use the transaction/);
    // The work's writes are rolled back; the handle still works, in and out of write work.
    expect(await slotIds()).toEqual([]);
    await database.writeTransaction((trx) => insertSlot(trx, { date: '2026-12-01', time: '10:00' }));
    expect(await slotIds()).toEqual(['2026-12-01T10:00']);
  });

  it('refuses write work started inside write work', async () => {
    const nested = database.writeTransaction(() =>
      database.writeTransaction((trx) => insertSlot(trx, { date: '2026-12-01' })),
    );
    await expect(nested).rejects.toThrow(WriteWorkError);
    expect(await slotIds()).toEqual([]);
  });

  it('leaves the root handle to everyone else while work runs', async () => {
    const [, others] = await Promise.all([
      database.writeTransaction(async (trx) => {
        await insertSlot(trx, { date: '2026-12-01', time: '09:00' });
        return insertSlot(trx, { date: '2026-12-01', time: '10:00' });
      }),
      database.db.selectFrom('slots').select('id').execute(),
    ]);
    expect(Array.isArray(others)).toBe(true);
    expect(await slotIds()).toEqual(['2026-12-01T09:00', '2026-12-01T10:00']);
  });

  // Work done after the commit (afterCommit).
  it('runs once the changes are committed and visible, once per function asked for', async () => {
    const seen: string[][] = [];
    const calls: string[] = [];
    const sawCommit = () => void slotIds().then((ids) => seen.push(ids));
    const deliver = () => calls.push('deliver');
    await database.writeTransaction(async (trx) => {
      await insertSlot(trx, { date: '2026-12-01', time: '09:00' });
      afterCommit(deliver);
      afterCommit(sawCommit);
      afterCommit(deliver);
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['deliver']);
    await expect.poll(() => seen).toEqual([['2026-12-01T09:00']]);
  });

  it('never runs for work that rolls back, while work committed beside it runs its own', async () => {
    const calls: string[] = [];
    const failing = database.writeTransaction(async (trx) => {
      await insertSlot(trx, { date: '2026-12-01', time: '09:00' });
      afterCommit(() => calls.push('failed work'));
      throw new Error('refused');
    });
    // On SQLite both share one group commit; the failed one is rolled back alone.
    const passing = database.writeTransaction(async (trx) => {
      await insertSlot(trx, { date: '2026-12-01', time: '10:00' });
      afterCommit(() => calls.push('committed work'));
    });
    await expect(failing).rejects.toThrow('refused');
    await passing;
    expect(calls).toEqual(['committed work']);
    expect(await slotIds()).toEqual(['2026-12-01T10:00']);
  });

  it('is refused outside write work, where there is no commit to wait for', () => {
    expect(() => afterCommit(() => {})).toThrow(WriteWorkError);
  });
});
