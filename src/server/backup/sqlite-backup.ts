import { existsSync, rmSync, statSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { BackupError } from './backup-file';

/** Everything in one step of SQLite's backup API, so the copy is one consistent snapshot. */
const ALL_PAGES = 0x7fffffff;

function tableCount(sqlite: SqliteDatabase.Database, prefix: string): number {
  const row = sqlite
    .prepare("select count(*) as n from sqlite_master where type = 'table' and substr(name, 1, ?) = ?")
    .get(prefix.length, prefix) as { n: number };
  return row.n;
}

/**
 * SQLite's online backup from a connection of its own: the app (another process) keeps
 * writing meanwhile. In WAL mode the copy is taken under a read snapshot, so it holds exactly
 * the transactions committed when the step began and never blocks the app's writes.
 */
export async function backupSqlite(databaseFile: string, target: string): Promise<void> {
  if (!existsSync(databaseFile)) throw new BackupError(`No SQLite database at ${databaseFile}.`);
  if (existsSync(target)) throw new BackupError(`${target} exists already; name a new file.`);
  const source = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target, { progress: () => ALL_PAGES });
    // The copy keeps the source's WAL mode; one self-contained file is what a backup should be.
    const copy = new SqliteDatabase(target);
    copy.pragma('journal_mode = DELETE');
    copy.close();
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
  const target = new SqliteDatabase(databaseFile, { readonly: true });
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
  const backup = new SqliteDatabase(backupFile, { readonly: true, fileMustExist: true });
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
    await backup.backup(databaseFile, { progress: () => ALL_PAGES });
  } finally {
    backup.close();
  }
}
