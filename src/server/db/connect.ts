import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect';
import { createGroupCommit, type TransactionWork } from './group-commit';
import { PipelinedDriver } from './pipelined-writes';
import { CompileCountPlugin, type QueryCounts } from './query-counts';
import { APP_TABLES, type Database } from './schema';
import { createSnapshotProbe, type SnapshotProbe } from './snapshot-probe';
import { createSqliteChangeStamp } from './sqlite-change-stamp';
import {
  openSqliteConnection,
  prepareKept,
  type SqliteConnection,
  type SqliteStatement,
} from './sqlite-handles';
import { TablePrefixPlugin } from './table-prefix-plugin';
import { guardWriteWork, markWriteWork } from './write-guard';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  /** Queries on the app's tables, with the table prefix applied. */
  db: Kysely<Database>;
  dialect: Dialect;
  tablePrefix: string;
  /**
   * PostgreSQL: a URL reaching the server itself (DATABASE_DIRECT_URL, else the pool's), for
   * what must keep one server session: a session advisory lock (housekeeping, migrations).
   * Null on SQLite.
   */
  directUrl: string | null;
  /**
   * Runs write work in a transaction and settles once that is committed: on SQLite in a group
   * commit shared with the work waiting meanwhile (decision 0008), on PostgreSQL in a
   * transaction of its own. The work uses the transaction it is given: a query on `db`
   * inside it fails with a WriteWorkError (write-guard.ts).
   */
  writeTransaction<T>(work: TransactionWork<T>): Promise<T>;
  /**
   * A stamp that differs whenever the database may have changed since it was last taken,
   * whoever changed it: on SQLite taken at once (`sqlite-change-stamp.ts`, a few microseconds),
   * on PostgreSQL one small query (`postgresChangeStamp`) shared by the reads of 20 ms, so a
   * change elsewhere shows within that (`snapshot-probe.ts`, decision 0049).
   */
  changeStamp: () => string | Promise<string>;
  /**
   * Resolves once this instance's reads show every change committed (by any instance) before
   * the call: PostgreSQL's snapshot probe (snapshot-probe.ts); at once on SQLite.
   */
  changesHeard(): Promise<void>;
  /** Compilations and statement preparations since opening (query-counts.ts). */
  counts: QueryCounts;
  /**
   * Call once an erasure has committed, so what was erased leaves the files too (decision
   * 0041). SQLite zeroes deleted content as it writes (`secure_delete`), but the WAL still
   * holds the pages as they were: a TRUNCATE checkpoint copies the WAL into the database and
   * empties it. On PostgreSQL the old row versions stay until VACUUM; housekeeping runs it.
   */
  forgetErased(): Promise<void>;
}

// PostgreSQL returns BIGINT (count(*), sums) as text by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openSqlite(file: string): SqliteConnection {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = openSqliteConnection(file);
  // `exec`, not `pragma()`: that would leave a statement behind for the collector (sqlite-handles.ts).
  sqlite.exec(`
    pragma journal_mode = WAL;
    -- FULL: an acknowledged booking survives a power cut, not only a process crash.
    pragma synchronous = FULL;
    -- Checkpoints copy the WAL into the database file inside a commit, with extra flushes.
    -- Doing it every ~32 MB instead of ~4 MB copies each busy page (a slot's row, the indexes)
    -- once instead of many times. Durability is unchanged: every commit still flushes the WAL.
    pragma wal_autocheckpoint = 8000;
    pragma foreign_keys = ON;
    -- Deleted or overwritten content is zeroed on its page, so erased personal data is not left
    -- in free space for strings(1) to find (decision 0041).
    pragma secure_delete = ON;
    pragma busy_timeout = 5000;
  `);
  return sqlite;
}

/**
 * Kysely asks better-sqlite3 to prepare every query anew; compiling SQL costs more than
 * running our small queries, so statements are kept by their text and reused. Kysely runs one
 * query at a time on the connection, so a statement is never in use twice at once. Every
 * statement lives as long as the process (sqlite-handles.ts, decision 0063), so there is no
 * limit to drop them at: they are as many as the app's distinct SQL texts (an `in` list makes
 * one per length), and closing the connection frees what SQLite holds for them.
 */
function withStatementCache(sqlite: SqliteConnection, afterClose: () => void, counts: QueryCounts) {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      sqlite.close();
      afterClose();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = prepareKept(sqlite, sql);
        counts.prepared++;
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * PostgreSQL's snapshot as text (`xmin:xmax:xids in progress`) stays exactly the same while
 * no transaction that wrote something ends, on any connection of any app instance; any such
 * commit (or rollback) changes it. A read that takes it first and then loads its rows sees at
 * least everything that committed before the stamp.
 */
async function postgresChangeStamp(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ snapshot: string }>`select pg_current_snapshot()::text as snapshot`.execute(
    db,
  );
  return rows[0]?.snapshot ?? '';
}

export interface ConnectOptions {
  /**
   * PostgreSQL: where the connections that cannot go through a transaction-pooling PgBouncer
   * go (session advisory locks: housekeeping, migrations). Unset: `databaseUrl`.
   */
  directUrl?: string;
  /**
   * PostgreSQL: keep each statement prepared on its connection under a name (decision 0067).
   * Off (the default) for any connection that may go through a transaction-pooling PgBouncer
   * 1.18, which would hand the name to another server connection.
   */
  preparedStatements?: boolean;
}

/** The settings a server's connection follows: the URLs, the prefix, prepared statements. */
export interface DatabaseSettings {
  databaseUrl: string;
  tablePrefix: string;
  databaseDirectUrl?: string;
  databasePreparedStatements: boolean;
}

/** The database as the settings describe it (the server, its CLI commands, the tests' apps). */
export function connectConfiguredDatabase(settings: DatabaseSettings): DatabaseHandle {
  return connectDatabase(settings.databaseUrl, settings.tablePrefix, {
    directUrl: settings.databaseDirectUrl,
    preparedStatements: settings.databasePreparedStatements,
  });
}

export function connectDatabase(
  databaseUrl: string,
  tablePrefix: string,
  options: ConnectOptions = {},
): DatabaseHandle {
  const counts: QueryCounts = { compiled: 0, prepared: 0, roundTrips: 0 };
  const plugins = [new TablePrefixPlugin(tablePrefix, APP_TABLES), new CompileCountPlugin(counts)];
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    const sqlite = openSqlite(file);
    const changes = createSqliteChangeStamp(sqlite, file);
    const dialect = new SqliteDialect({
      database: withStatementCache(sqlite, changes.closeAfterConnection, counts),
    });
    const db = new Kysely<Database>({ dialect: guardWriteWork(dialect), plugins });
    return {
      db,
      dialect: 'sqlite',
      tablePrefix,
      directUrl: null,
      // SQLite writes one transaction at a time: waiting work shares each commit's disk flush.
      writeTransaction: markWriteWork(createGroupCommit(db)),
      changeStamp: changes.stamp,
      changesHeard: async () => {},
      counts,
      // Through Kysely, so it waits for the connection: never inside a write transaction.
      forgetErased: async () => void (await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)),
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Filled below: the probe takes its snapshots through `db`, whose pool tells it of commits.
  let probe: SnapshotProbe | undefined;
  // Writes nobody reads the answer of, and answers read later, travel with the next statement
  // whose answer is awaited (decisions 0048 and 0061).
  const driver = new PipelinedDriver(
    pool,
    { counts, changed: () => probe?.changedHere() },
    options.preparedStatements ?? false,
  );
  const db = new Kysely<Database>({
    dialect: guardWriteWork(new CurrentSchemaPostgresDialect(driver)),
    plugins,
  });
  probe = createSnapshotProbe(() => postgresChangeStamp(db));
  // PostgreSQL commits many connections in parallel and batches their flushes itself.
  const writeTransaction = markWriteWork((work) => db.transaction().execute(work));
  return {
    db,
    dialect: 'postgres',
    tablePrefix,
    directUrl: options.directUrl ?? databaseUrl,
    writeTransaction,
    // One snapshot shared by the reads of a short window (decision 0049).
    changeStamp: probe.stamp,
    changesHeard: probe.caughtUp,
    counts,
    forgetErased: async () => {},
  };
}
