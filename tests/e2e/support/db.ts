import Database from 'better-sqlite3';
import type { RunningServer } from './server';

// The server's SQLite file, for tests that arrange or inspect data directly.

function withDatabase<T>(server: RunningServer, use: (db: Database.Database) => T): T {
  const db = new Database(server.databaseFile);
  try {
    db.pragma('busy_timeout = 5000');
    return use(db);
  } finally {
    db.close();
  }
}

/** Runs one statement and returns how many rows it changed. */
export function runSql(server: RunningServer, sql: string, ...values: unknown[]): number {
  return withDatabase(server, (db) => db.prepare(sql).run(...values).changes);
}

/** Runs one query and returns its rows. */
export function readSql<T>(server: RunningServer, sql: string, ...values: unknown[]): T[] {
  return withDatabase(server, (db) => db.prepare(sql).all(...values) as T[]);
}
