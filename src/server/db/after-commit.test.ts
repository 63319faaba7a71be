import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { afterCommit, WriteWorkError } from './write-guard';

const PREFIX = 'ac_';

describeEachDatabase('work done after a commit', (kind) => {
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

  const committedSlots = async () =>
    (await database.db.selectFrom('slots').select('id').execute()).map((row) => row.id);

  it('runs once the changes are committed and visible, once per function asked for', async () => {
    const seen: string[][] = [];
    const calls: string[] = [];
    const sawCommit = () => void committedSlots().then((ids) => seen.push(ids));
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
    expect(await committedSlots()).toEqual(['2026-12-01T10:00']);
  });

  it('is refused outside write work, where there is no commit to wait for', () => {
    expect(() => afterCommit(() => {})).toThrow(WriteWorkError);
  });
});
