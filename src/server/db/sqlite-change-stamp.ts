import { closeSync, openSync, readSync } from 'node:fs';
import { prepareKept, type SqliteConnection } from './sqlite-handles';

// The WAL-index header: the first 96 bytes of the `-shm` file, two copies of the same 48-byte
// header (SQLite's documented WAL-index format, https://sqlite.org/walformat.html).
const WAL_INDEX_HEADER = 96;

/**
 * A stamp that differs whenever the database may have changed since it was last taken, for
 * one SQLite connection in WAL mode, and what to do once that connection is closed.
 *
 * - This process's writes: `total_changes()` counts every row the connection writes, through
 *   Kysely or not, committed or rolled back, and never goes back (0.2 µs). While a write
 *   transaction is open it already counts that transaction's writes; whoever rebuilds on that
 *   goes through Kysely, which waits for the transaction to end.
 * - Other connections' commits (the slots CLI, another process): every commit rewrites the
 *   WAL-index header (frame count, change counter, checksums) before it returns, and reads and
 *   rollbacks leave it alone. Reading it is one `pread` on the `-shm` file, where `PRAGMA
 *   data_version` starts a read transaction (file locks and a stat) and cost several times as
 *   much per call under load. Databases without that file (`:memory:`, which no other
 *   connection can reach anyway) use `data_version`.
 */
export function createSqliteChangeStamp(sqlite: SqliteConnection, file: string) {
  const totalChanges = prepareKept(sqlite, 'select total_changes()').pluck();
  const dataVersion = prepareKept(sqlite, 'pragma data_version').pluck();
  const header = Buffer.alloc(WAL_INDEX_HEADER);
  const lastHeader = Buffer.alloc(WAL_INDEX_HEADER);
  let commitsSeen = 0;
  // Opened at the first stamp (the file exists once the connection has read in WAL mode).
  let walIndex: number | null | undefined;

  function othersCommits(): string {
    if (walIndex === undefined) walIndex = openWalIndex(file);
    if (walIndex === null) return `v${dataVersion.get()}`;
    readSync(walIndex, header, 0, WAL_INDEX_HEADER, 0);
    if (!header.equals(lastHeader)) {
      header.copy(lastHeader);
      commitsSeen++;
    }
    return `w${commitsSeen}`;
  }

  return {
    stamp: (): string => `${totalChanges.get()}:${othersCommits()}`,
    /**
     * Only after the connection is closed: POSIX file locks belong to the process, and closing
     * any descriptor of the file drops them all, the connection's own locks on `-shm` included.
     */
    closeAfterConnection(): void {
      if (typeof walIndex === 'number') closeSync(walIndex);
      walIndex = null;
    },
  };
}

function openWalIndex(file: string): number | null {
  if (file === ':memory:' || file === '') return null;
  try {
    return openSync(`${file}-shm`, 'r');
  } catch {
    return null;
  }
}
