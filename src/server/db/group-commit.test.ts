import type { Transaction } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { connectDatabase, type DatabaseHandle } from './connect';
import { createGroupCommit } from './group-commit';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

let database: DatabaseHandle;

beforeEach(async () => {
  database = connectDatabase('sqlite::memory:', 'gc_');
  await migrateToLatest(database.db, 'gc_');
});
afterEach(() => database.db.destroy());

const slotIds = async () =>
  (await database.db.selectFrom('slots').select('id').orderBy('id').execute()).map((row) => row.id);

it('shares one transaction among the work waiting for the connection', async () => {
  const inTransaction = createGroupCommit(database.db);
  const transactions = new Set<Transaction<Database>>();
  const times = Array.from({ length: 10 }, (_, index) => `1${index}:00`);
  await Promise.all(
    times.map((time) =>
      inTransaction(async (trx) => {
        transactions.add(trx);
        await insertSlot(trx, { date: '2026-12-01', time });
      }),
    ),
  );
  // The batch takes its work once it holds the connection: all ten were waiting by then.
  expect(transactions.size).toBe(1);
  expect(await slotIds()).toHaveLength(10);
});

it('rolls back failed work alone and tells only its caller', async () => {
  const inTransaction = createGroupCommit(database.db);
  const results = await Promise.allSettled([
    inTransaction((trx) => insertSlot(trx, { date: '2026-12-01', time: '09:00' })),
    inTransaction((trx) => insertSlot(trx, { date: '2026-12-01', time: '10:00' })),
    inTransaction(async (trx) => {
      await insertSlot(trx, { date: '2026-12-01', time: '11:00' });
      throw new Error('refused');
    }),
    // A database error (duplicate key) in the middle of a batch spoils nothing else either.
    inTransaction((trx) => insertSlot(trx, { date: '2026-12-01', time: '10:00' })),
    inTransaction(async (trx) => (await insertSlot(trx, { date: '2026-12-01', time: '12:00' })).id),
  ]);
  expect(results.map((result) => result.status)).toEqual([
    'fulfilled',
    'fulfilled',
    'rejected',
    'rejected',
    'fulfilled',
  ]);
  expect((results[2] as PromiseRejectedResult).reason.message).toBe('refused');
  expect((results[4] as PromiseFulfilledResult<string>).value).toBe('2026-12-01T12:00');
  expect(await slotIds()).toEqual(['2026-12-01T09:00', '2026-12-01T10:00', '2026-12-01T12:00']);
});

it('keeps working after a failed batch', async () => {
  const inTransaction = createGroupCommit(database.db);
  await expect(inTransaction(async () => Promise.reject(new Error('first')))).rejects.toThrow('first');
  await inTransaction((trx) => insertSlot(trx, { date: '2026-12-02' }));
  expect(await slotIds()).toEqual(['2026-12-02T09:30']);
});

it('lets work that comes in the next turn of the event loop join the batch', async () => {
  const inTransaction = createGroupCommit(database.db);
  const transactions = new Set<Transaction<Database>>();
  const first = inTransaction(async (trx) => {
    transactions.add(trx);
    await insertSlot(trx, { date: '2026-12-01', time: '09:00' });
  });
  // Like a request whose bytes are read in the loop's next turn.
  await new Promise((resolve) => setImmediate(resolve));
  const second = inTransaction(async (trx) => {
    transactions.add(trx);
    await insertSlot(trx, { date: '2026-12-01', time: '10:00' });
  });
  await Promise.all([first, second]);
  expect(transactions.size).toBe(1);
});
