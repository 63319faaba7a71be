import pg from 'pg';
import type { DatabaseHandle } from './connect';

/**
 * Runs `work` unless another app instance on the same database is running it right now;
 * true when it ran. On PostgreSQL a session advisory lock, keyed by the schema and the table
 * prefix (several apps may share one database), held on a connection of its own for the
 * work's length and released with it, also when the instance dies. That connection goes to
 * `directUrl`: through a transaction-pooling PgBouncer, the lock and its release could land
 * on different server sessions. SQLite has one process
 * (it is a file under DATA_DIR), so there is nobody to wait for.
 */
export async function runAlone(
  database: Pick<DatabaseHandle, 'dialect' | 'tablePrefix' | 'directUrl'>,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  if (database.dialect === 'sqlite') {
    await work();
    return true;
  }
  const key = `${database.tablePrefix}${name}`;
  const client = new pg.Client({ connectionString: database.directUrl as string });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `select pg_try_advisory_lock(hashtext(current_schema() || ':' || $1)) as locked`,
      [key],
    );
    if (!rows[0]?.locked) return false;
    await work();
    return true;
  } finally {
    // Ending the session releases its lock.
    await client.end();
  }
}
