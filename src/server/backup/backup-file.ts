import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** A backup or restore that cannot go ahead; the command prints the message and exits 1. */
export class BackupError extends Error {}

export type BackupFormat = 'sqlite' | 'postgres';

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_DUMP_MAGIC = 'PGDMP';

/** Which kind of backup a file holds, by its first bytes; a clear error for anything else. */
export function backupFormatOf(file: string): BackupFormat {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new BackupError(`No backup file at ${file}.`);
  }
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, Math.min(16, size), 0);
  } finally {
    closeSync(fd);
  }
  const text = head.toString('latin1');
  if (text === SQLITE_MAGIC) return 'sqlite';
  if (text.startsWith(PG_DUMP_MAGIC)) return 'postgres';
  throw new BackupError(
    `${file} is not a visitpass backup: neither a SQLite database nor a pg_dump custom-format archive.`,
  );
}

/** The database kind a DATABASE_URL names. */
export function formatOfDatabaseUrl(databaseUrl: string): BackupFormat {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}
