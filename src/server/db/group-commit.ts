import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

export type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: TransactionWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; error: unknown };

// Compiled once: two of them run around every piece of work.
const SAVEPOINT = CompiledQuery.raw('savepoint work');
const RELEASE = CompiledQuery.raw('release savepoint work');
const ROLLBACK = CompiledQuery.raw('rollback to savepoint work');

/**
 * Runs the work in a savepoint of the transaction: kept when it succeeds, rolled back alone
 * when it throws (the error is the outcome). Savepoints nest, on both databases.
 */
export async function inSavepoint<T>(
  trx: Transaction<Database>,
  work: TransactionWork<T>,
): Promise<Outcome<T>> {
  await trx.executeQuery(SAVEPOINT);
  try {
    const value = await work(trx);
    await trx.executeQuery(RELEASE);
    return { ok: true, value };
  } catch (error) {
    // Rolling back to a savepoint keeps it open on both databases: release it too.
    await trx.executeQuery(ROLLBACK);
    await trx.executeQuery(RELEASE);
    return { ok: false, error };
  }
}

/**
 * Group commit for SQLite, whose one connection writes one transaction at a time and pays a
 * disk flush per commit (synchronous=FULL). Work that arrives while a batch waits for the
 * connection or is being written joins a batch: one transaction, each piece of work in its
 * own savepoint, so a piece that fails is rolled back alone. Nobody hears of success before
 * the batch's commit, so every acknowledged booking is on disk. An idle writer waits only
 * for one more turn of the event loop, which lets concurrent requests join (below).
 */
export function createGroupCommit(db: Kysely<Database>, maxBatch = 200) {
  const waiting: Job[] = [];
  let writing = false;

  /** Writes one batch: the work waiting once the connection is ours, up to `maxBatch`. */
  async function writeBatch(): Promise<void> {
    const batch: Job[] = [];
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        // Taken only now: work that queued while this transaction waited for the connection
        // joins it instead of waiting for a commit of its own.
        while (waiting.length > 0 && batch.length < maxBatch) {
          const job = waiting.shift() as Job;
          batch.push(job);
          outcomes.push(await inSavepoint(trx, job.work));
        }
      });
    } catch (error) {
      // Nothing of the batch was committed. Without a transaction at all, fail the waiting.
      for (const job of batch.length > 0 ? batch : waiting.splice(0)) job.reject(error);
      return;
    }
    batch.forEach((job, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  async function writeWaiting(): Promise<void> {
    try {
      while (waiting.length > 0) await writeBatch();
    } finally {
      writing = false;
    }
  }

  /** Runs the work in a transaction shared with other waiting work; settles after the commit. */
  return function inTransaction<T>(work: TransactionWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (writing) return;
      writing = true;
      // After the I/O callbacks of this turn and of the next: requests already read and those
      // whose bytes arrive meanwhile join. Under load, batches that waited one turn only were
      // half as big (two groups of clients took turns), and each paid its own disk flush.
      setImmediate(() => setImmediate(writeWaiting));
    });
  };
}
