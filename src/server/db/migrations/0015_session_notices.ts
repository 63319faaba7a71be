import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { MigrationContext } from '../migration-context';
import { sessionNoticeFunctionName, sessionNoticeFunctionSql } from '../session-notices';

// PostgreSQL only: a session or user row that changes or goes away says so on a channel, from
// the transaction that changed it, whoever wrote it (better-auth, the staff command, psql), so
// each instance's kept sessions can drop it (decision 0065). A NOTIFY is delivered only after
// its transaction commits. SQLite keeps no sessions aside.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>, { prefix }: MigrationContext): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  const notify = sql.raw(sessionNoticeFunctionName(prefix));
  await sql.raw(sessionNoticeFunctionSql(sessionNoticeFunctionName(prefix))).execute(db);
  for (const table of ['sessions', 'users']) {
    await sql`
      create trigger ${sql.raw(`${prefix}${table}_notice`)}
      after update or delete on ${sql.raw(`${prefix}${table}`)}
      for each row execute function ${notify}()`.execute(db);
  }
}
