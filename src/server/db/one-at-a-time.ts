import { sql } from 'kysely';
import type { DatabaseHandle } from './connect';

/**
 * Runs `work` unless another app instance on the same database is running it right now;
 * true when it ran. On PostgreSQL a session advisory lock, keyed by the schema and the table
 * prefix (several apps may share one database), held on one pinned connection for the
 * work's length and released with it, also when the instance dies. SQLite has one process
 * (it is a file under DATA_DIR), so there is nobody to wait for.
 */
export async function runAlone(
  database: Pick<DatabaseHandle, 'db' | 'dialect' | 'tablePrefix'>,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  if (database.dialect === 'sqlite') {
    await work();
    return true;
  }
  const key = `${database.tablePrefix}${name}`;
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(hashtext(current_schema() || ':' || ${key})) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(current_schema() || ':' || ${key}))`.execute(connection);
    }
    return true;
  });
}
