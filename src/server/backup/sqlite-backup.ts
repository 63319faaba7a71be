import { closeSync, existsSync, fsyncSync, openSync, rmSync, statSync } from 'node:fs';
import { openSqliteConnection, prepareKept, type SqliteConnection } from '../db/sqlite-handles';
import { BackupError } from './backup-file';

function tableCount(sqlite: SqliteConnection, prefix: string): number {
  const row = prepareKept(
    sqlite,
    "select count(*) as n from sqlite_master where type = 'table' and substr(name, 1, ?) = ?",
  ).get(prefix.length, prefix) as { n: number };
  return row.n;
}

/**
 * `vacuum into`: the whole database as one new file, read in one transaction, so the copy is
 * one consistent snapshot; in WAL mode that read never blocks a writer. The new file is in
 * rollback-journal mode, one self-contained file. SQLite does not flush it, so this does.
 * (Not the backup API: its object could not be kept alive, see db/sqlite-handles.ts.)
 */
function copyInto(source: SqliteConnection, target: string): void {
  prepareKept(source, 'vacuum into ?').run(target);
  const written = openSync(target, 'r');
  try {
    fsyncSync(written);
  } finally {
    closeSync(written);
  }
}

/**
 * A copy from a read-only connection of its own while the app (another process) keeps
 * writing: it holds exactly the transactions committed when the copy began.
 */
export async function backupSqlite(databaseFile: string, target: string): Promise<void> {
  if (!existsSync(databaseFile)) throw new BackupError(`No SQLite database at ${databaseFile}.`);
  if (existsSync(target)) throw new BackupError(`${target} exists already; name a new file.`);
  const source = openSqliteConnection(databaseFile, { readonly: true, fileMustExist: true });
  try {
    copyInto(source, target);
  } catch (error) {
    rmSync(target, { force: true });
    throw new BackupError(`The backup failed: ${(error as Error).message}`);
  } finally {
    source.close();
  }
}

/** Whether the database file holds any of the app's tables (a missing file holds none). */
function holdsAppTables(databaseFile: string, prefix: string): boolean {
  if (!existsSync(databaseFile) || statSync(databaseFile).size === 0) return false;
  const target = openSqliteConnection(databaseFile, { readonly: true });
  try {
    return tableCount(target, prefix) > 0;
  } finally {
    target.close();
  }
}

/**
 * Copies a backup into the database file. Refuses a file that already holds the app's tables
 * unless forced; the app must not be running on it (the WAL and shared-memory files go too).
 */
export async function restoreSqlite(
  backupFile: string,
  databaseFile: string,
  prefix: string,
  force: boolean,
): Promise<void> {
  const backup = openSqliteConnection(backupFile, { readonly: true, fileMustExist: true });
  try {
    if (tableCount(backup, prefix) === 0) {
      throw new BackupError(`${backupFile} holds no tables named ${prefix}…: another app or TABLE_PREFIX?`);
    }
    if (!force && holdsAppTables(databaseFile, prefix)) {
      throw new BackupError(
        `${databaseFile} is not empty: it holds the app's tables. Restore into an empty database, or pass --force to replace it.`,
      );
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
    copyInto(backup, databaseFile);
  } finally {
    backup.close();
  }
}
