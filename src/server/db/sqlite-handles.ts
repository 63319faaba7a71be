import SqliteDatabase from 'better-sqlite3';

/**
 * Every better-sqlite3 connection and statement of this process is made here and kept until
 * the process exits (decision 0063).
 *
 * On Node 24, when the garbage collector destroys a better-sqlite3 12 object (connection,
 * statement, backup, iterator), the process can abort (`RemoveEnvironmentCleanupHook …
 * Assertion failed: (env) != nullptr`): Node 24's object wrapper removes an exit hook in its
 * destructor, which asks for the current Node environment, and collections that V8 starts by
 * itself often run without one. Seen at a CLI's exit and in the middle of a run (thousands of
 * dropped statements); Node 20 is not affected. Objects still reachable at exit are destroyed
 * by Node's own environment cleanup instead, which is safe. Closing a connection finalizes its
 * statements in SQLite, so what a closed connection leaves here is small wrappers.
 *
 * So: no `pragma()` (it prepares a statement and drops it; `exec` a pragma, or prepare it here),
 * no `backup()` or `iterate()` (their objects cannot be kept; `vacuum into` copies a database).
 */
const KEPT = Symbol.for('visitpass.sqlite-handles');
// On globalThis: a test runner that loads this module anew for each file must not drop the set.
const holder = globalThis as { [KEPT]?: Set<object> };
holder[KEPT] ??= new Set<object>();
const kept = holder[KEPT];

export type SqliteConnection = SqliteDatabase.Database;
export type SqliteStatement = SqliteDatabase.Statement;

export function openSqliteConnection(file: string, options?: SqliteDatabase.Options): SqliteConnection {
  const sqlite = new SqliteDatabase(file, options);
  kept.add(sqlite);
  return sqlite;
}

/** A statement kept for the life of the process: prepare each SQL text once and reuse it. */
export function prepareKept(sqlite: SqliteConnection, sql: string): SqliteStatement {
  const statement = sqlite.prepare(sql);
  kept.add(statement);
  return statement;
}
