import {
  openSqliteConnection,
  prepareKept,
  type SqliteConnection,
} from '../../../src/server/db/sqlite-handles';
import type { RunningServer } from './server';

// The server's SQLite file, for tests that arrange or inspect data directly.

function withDatabase<T>(server: RunningServer, use: (db: SqliteConnection) => T): T {
  const db = openSqliteConnection(server.databaseFile);
  try {
    db.exec('pragma busy_timeout = 5000');
    return use(db);
  } finally {
    db.close();
  }
}

/** Runs one statement and returns how many rows it changed. */
export function runSql(server: RunningServer, sql: string, ...values: unknown[]): number {
  return withDatabase(server, (db) => prepareKept(db, sql).run(...values).changes);
}

/** Runs one query and returns its rows. */
export function readSql<T>(server: RunningServer, sql: string, ...values: unknown[]): T[] {
  return withDatabase(server, (db) => prepareKept(db, sql).all(...values) as T[]);
}
