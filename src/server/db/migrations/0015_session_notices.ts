import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { MigrationContext } from '../migration-context';

/** The channel every instance listens on (payload: `schema.table id`). */
export const SESSION_NOTICES_CHANNEL = 'visitpass_session_changes';

// PostgreSQL only: a session or user row that changes or goes away says so on a channel, from
// the transaction that changed it, whoever wrote it (better-auth, the staff command, psql), so
// each instance's kept sessions can drop it (decision 0065). A NOTIFY is delivered only after
// its transaction commits. The payload names the row's id, never the session's token: anyone
// who may LISTEN on the database would read it. SQLite keeps no sessions aside.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>, { prefix }: MigrationContext): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  const notify = sql.raw(`${prefix}notify_session_change`);
  await sql`
    create function ${notify}() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(SESSION_NOTICES_CHANNEL)}, tg_table_schema || '.' || tg_table_name || ' ' || old.id);
      return null;
    end $$`.execute(db);
  for (const table of ['sessions', 'users']) {
    await sql`
      create trigger ${sql.raw(`${prefix}${table}_notice`)}
      after update or delete on ${sql.raw(`${prefix}${table}`)}
      for each row execute function ${notify}()`.execute(db);
  }
}
