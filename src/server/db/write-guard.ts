import { AsyncLocalStorage } from 'node:async_hooks';
import type { Dialect, Driver } from 'kysely';
import type { TransactionWork } from './group-commit';

/**
 * Set while write work runs (inside DatabaseHandle.writeTransaction), in its async context
 * only: what the work asked to run once its transaction has committed.
 */
const writeWork = new AsyncLocalStorage<{ afterCommit: Set<() => void> }>();

export class WriteWorkError extends Error {}

export type WriteTransaction = <T>(work: TransactionWork<T>) => Promise<T>;

/**
 * A dialect's way of running write work (group commit, plain transaction), marking the work
 * so the guard below knows it runs inside a transaction. Write work cannot start more write
 * work: it would wait for a commit that waits for it.
 */
export function markWriteWork(run: WriteTransaction): WriteTransaction {
  return async (work) => {
    if (writeWork.getStore()) {
      throw new WriteWorkError('writeTransaction was called inside write work: use the transaction it has.');
    }
    const afterCommit = new Set<() => void>();
    // Resolves only once the work's changes are committed; a rolled-back work rejects.
    const value = await run((trx) => writeWork.run({ afterCommit }, () => work(trx)));
    for (const callback of afterCommit) callback();
    return value;
  };
}

/**
 * Runs `callback` once the current write work's transaction has committed, and never if it
 * rolls back (work that fails in a shared SQLite batch is rolled back alone, and its callbacks
 * with it). The same function asked for twice runs once. Only inside write work: what to do
 * after a commit is known where the commit's changes are made (the outbox queues a mail and
 * asks for its delivery), not remembered by every caller.
 */
export function afterCommit(callback: () => void): void {
  const store = writeWork.getStore();
  if (!store)
    throw new WriteWorkError('afterCommit was called outside write work: there is no commit to wait for.');
  store.afterCommit.add(callback);
}

/**
 * The dialect with a guard on the root handle: asking it for a connection from inside write
 * work fails at once with a clear error. Such a query would run outside the transaction (on
 * PostgreSQL), or wait forever (on SQLite, where the one connection is held by the group
 * commit that waits for this work). Queries through the work's transaction already hold their
 * connection and never come here.
 */
export function guardWriteWork(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      const acquireConnection = driver.acquireConnection.bind(driver);
      // Only this one method is replaced, on the driver itself: every other call goes straight
      // to the driver with its own `this` (Kysely's drivers keep private fields), with no
      // Proxy trap or bound copy per call.
      driver.acquireConnection = () =>
        writeWork.getStore()
          ? Promise.reject(
              new WriteWorkError(
                'Write work used the root database handle: use the transaction writeTransaction gave it.',
              ),
            )
          : acquireConnection();
      return driver;
    },
  };
}
