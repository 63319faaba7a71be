import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteChangeStamp } from './sqlite-change-stamp';
import { openSqliteConnection, prepareKept, type SqliteConnection } from './sqlite-handles';

// The stamp must move on every commit, whoever makes it, and only then.

describe('the SQLite change stamp', () => {
  let dir: string;
  let file: string;
  let sqlite: SqliteConnection;
  let changes: ReturnType<typeof createSqliteChangeStamp>;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'visitpass-stamp-'));
    file = path.join(dir, 'stamp.sqlite');
    sqlite = openSqliteConnection(file);
    sqlite.exec('pragma journal_mode = WAL');
    sqlite.exec('create table seats (n integer)');
    changes = createSqliteChangeStamp(sqlite, file);
  });
  afterEach(() => {
    sqlite.close();
    changes.closeAfterConnection();
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves with this connection’s writes, and stays put while nothing is written', () => {
    const first = changes.stamp();
    expect(changes.stamp()).toBe(first);
    prepareKept(sqlite, 'select count(*) from seats').get();
    expect(changes.stamp()).toBe(first);
    prepareKept(sqlite, 'insert into seats values (1)').run();
    expect(changes.stamp()).not.toBe(first);
  });

  it('moves when another connection commits, not when it only reads or rolls back', () => {
    const other = openSqliteConnection(file);
    const first = changes.stamp();
    prepareKept(other, 'select count(*) from seats').get();
    other.exec('begin');
    prepareKept(other, 'insert into seats values (1)').run();
    expect(changes.stamp()).toBe(first);
    other.exec('rollback');
    expect(changes.stamp()).toBe(first);
    prepareKept(other, 'insert into seats values (2)').run();
    const second = changes.stamp();
    expect(second).not.toBe(first);
    other.close();
    expect(changes.stamp()).toBe(second);
  });

  it('moves when another process commits (the slots CLI writing while the server runs)', () => {
    const first = changes.stamp();
    const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
    const script = `const D = require(${JSON.stringify(betterSqlite3)});
      const db = new D(${JSON.stringify(file)}); db.exec('insert into seats values (3)'); db.close();`;
    execFileSync(process.execPath, ['-e', script]);
    expect(changes.stamp()).not.toBe(first);
  });

  it('moves after a checkpoint restarts the WAL and another connection commits', () => {
    const other = openSqliteConnection(file);
    prepareKept(other, 'insert into seats values (1)').run();
    other.exec('pragma wal_checkpoint(TRUNCATE)');
    const before = changes.stamp();
    prepareKept(other, 'insert into seats values (2)').run();
    expect(changes.stamp()).not.toBe(before);
    other.close();
  });
});
