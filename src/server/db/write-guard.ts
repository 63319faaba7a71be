import { AsyncLocalStorage } from 'node:async_hooks';
import type { Dialect, Driver } from 'kysely';
import type { TransactionWork } from './group-commit';

/** Set while write work runs (inside DatabaseHandle.writeTransaction), in its async context only. */
const writeWork = new AsyncLocalStorage<true>();

export class WriteWorkError extends Error {}

export type WriteTransaction = <T>(work: TransactionWork<T>) => Promise<T>;

/**
 * A dialect's way of running write work (group commit, plain transaction), marking the work
 * so the guard below knows it runs inside a transaction. Write work cannot start more write
 * work: it would wait for a commit that waits for it.
 */
export function markWriteWork(run: WriteTransaction): WriteTransaction {
  return (work) => {
    if (writeWork.getStore()) {
      return Promise.reject(
        new WriteWorkError('writeTransaction was called inside write work: use the transaction it has.'),
      );
    }
    return run((trx) => writeWork.run(true, () => work(trx)));
  };
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
