/** The channel every instance listens on for changed sessions and users (decision 0065). */
export const SESSION_NOTICES_CHANNEL = 'visitpass_session_changes';

/** The name of the trigger function that sends those notices, for the app's table prefix. */
export function sessionNoticeFunctionName(prefix: string): string {
  return `${prefix}notify_session_change`;
}

/**
 * Creates (or replaces) the trigger function, `name` qualified by a schema when the search path
 * is not the app's. Two callers need it: migration 0015, and a restore, because pg_dump of the
 * app's tables carries their triggers but not the function they call. The payload names the
 * row's id, never the session's token: anyone who may LISTEN on the database would read it.
 */
export function sessionNoticeFunctionSql(name: string): string {
  return `
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${SESSION_NOTICES_CHANNEL}', tg_table_schema || '.' || tg_table_name || ' ' || old.id);
      return null;
    end $$`;
}
