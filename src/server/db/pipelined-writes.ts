import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';
import type pg from 'pg';
import type { Later } from './later-answer';
import { nothingYet, PreparedStatements, runPipeline, toQueryResult } from './pipeline-protocol';
import type { QueryCounts } from './query-counts';

/**
 * Marks a write whose answer nobody reads (an insert without RETURNING, a row lock taken for
 * the statements after it): inside a PostgreSQL transaction it is not sent on its own but
 * with the next statement whose answer is awaited (or the COMMIT), in one round trip. See
 * decision 0048. A comment, so SQLite (which never defers) runs the text as it is.
 */
export const DEFERRED_WRITE = '/* deferred */ ';

type Answer = QueryResult<unknown>;

/** Carried on a compiled query (prepared-query.ts) whose caller takes its answer later. */
export class LaterAnswer implements Later<Answer> {
  /** Whether the statement was held back to travel with a later one. */
  queued = false;
  /** The connection holding it back, until it is sent. */
  private waitingOn: PipelinedConnection | undefined;
  private readonly promise: Promise<Answer>;
  private settle!: { resolve(answer: Answer): void; reject(error: unknown): void };

  constructor() {
    this.promise = new Promise<Answer>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Nobody may ask: a transaction that fails on another statement fails this one too.
    this.promise.catch(() => {});
  }

  answer(): Promise<Answer> {
    this.waitingOn?.flush();
    return this.promise;
  }

  /** The connection holds the statement back (`connection`), or has sent it (undefined). */
  heldBy(connection: PipelinedConnection | undefined): void {
    if (connection) this.queued = true;
    this.waitingOn = connection;
  }

  resolve(answer: Answer): void {
    this.settle.resolve(answer);
  }

  reject(error: unknown): void {
    this.waitingOn = undefined;
    this.settle.reject(error);
  }
}

interface Statement {
  text: string;
  values: readonly unknown[];
  later?: LaterAnswer;
}

export interface PoolHooks {
  /** Counts the round trips. */
  counts: QueryCounts;
  /** Called after each commit and each write outside a transaction. */
  changed: () => void;
}

/**
 * One pooled pg client as Kysely's connection, holding back inside a transaction the BEGIN,
 * every DEFERRED_WRITE and every statement answered later (LaterAnswer) until a statement
 * whose answer is awaited, then sending them together. A booking is the session read, then
 * begin + the verification + the slot + the lock + the holds + the seats, then the writes +
 * commit: three round trips (decisions 0048 and 0061).
 */
export class PipelinedConnection implements DatabaseConnection {
  private pending: Statement[] = [];
  /** Inside a transaction; whether its BEGIN has reached the server yet. */
  private inTransaction = false;
  private begun = false;
  /** Unset: every statement unnamed (behind a transaction-pooling PgBouncer 1.18). */
  private prepared: PreparedStatements | undefined;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly hooks: PoolHooks,
    private readonly naming: StatementNaming,
  ) {
    if (naming.on) this.prepared = new PreparedStatements();
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    const later = (compiledQuery as { later?: LaterAnswer }).later;
    if (this.inTransaction && (later || sql.startsWith(DEFERRED_WRITE))) {
      this.pending.push({ text: sql, values: parameters, later });
      later?.heldBy(this);
      return nothingYet() as QueryResult<R>;
    }
    const answer = await this.send({ text: sql, values: parameters });
    // A write outside a transaction: this instance's next reads must see it.
    if (!this.inTransaction && !/^\s*select\b/i.test(sql)) this.hooks.changed();
    return answer as QueryResult<R>;
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not offered on PostgreSQL here (pipelined-writes.ts).');
  }

  begin(settings: TransactionSettings): void {
    if (settings.isolationLevel || settings.accessMode) {
      throw new Error('Transaction settings are not supported on PostgreSQL here (pipelined-writes.ts).');
    }
    this.endTransaction();
    this.inTransaction = true;
    this.pending = [{ text: 'begin', values: [] }];
  }

  async commit(): Promise<void> {
    // A failure leaves the transaction open (a write sent with the COMMIT failed, and the
    // server skipped the COMMIT): Kysely's rollback then ends it.
    await this.send({ text: 'commit', values: [] });
    this.endTransaction();
    // Committed: this instance's next reads must see it.
    this.hooks.changed();
  }

  async rollback(): Promise<void> {
    const begun = this.begun;
    this.endTransaction();
    // Nothing of the transaction reached the server: there is nothing to roll back.
    if (begun) await this.send({ text: 'rollback', values: [] });
  }

  release(): void {
    this.endTransaction();
    this.client.release();
  }

  /** Sends what waits, now: a later answer was asked for before anything else was awaited. */
  flush(): void {
    const batch = this.takePending();
    if (batch.length === 0) return;
    this.hooks.counts.roundTrips++;
    // The answers (and any error) reach those waiting through their LaterAnswer.
    runPipeline(this.client, batch, this.names()).then(
      (results) => settleLater(batch, results),
      (error: unknown) => failLater(batch, error),
    );
  }

  private async send(statement: Statement): Promise<Answer> {
    this.hooks.counts.roundTrips++;
    if (this.pending.length === 0 && !this.names()) {
      return toQueryResult(await this.client.query(statement.text, statement.values as unknown[]));
    }
    const batch = [...this.takePending(), statement];
    let results: pg.QueryResult[];
    try {
      results = await runPipeline(this.client, batch, this.names());
    } catch (error) {
      if (this.prepared && planOutdated(error)) {
        // A migration changed a table under a prepared `select *`: prepare everything anew.
        // Outside a transaction the statement is simply run again; inside, it fails once.
        this.prepared = new PreparedStatements();
        if (!this.inTransaction) return this.send(statement);
      }
      if (this.prepared && nameForgotten(error)) {
        // A transaction-pooling PgBouncer in front, though the settings did not say so.
        stopNaming(this.naming);
        this.prepared = undefined;
        if (!this.inTransaction) return this.send(statement);
      }
      failLater(batch, error);
      throw error;
    }
    settleLater(batch, results);
    return toQueryResult(results.at(-1) as pg.QueryResult);
  }

  /** The names this connection keeps, unless the pool stopped naming (names forgotten elsewhere). */
  private names(): PreparedStatements | undefined {
    if (!this.naming.on) this.prepared = undefined;
    return this.prepared;
  }

  private takePending(): Statement[] {
    const batch = this.pending;
    this.pending = [];
    if (this.inTransaction && batch.length > 0) this.begun = true;
    for (const statement of batch) statement.later?.heldBy(undefined);
    return batch;
  }

  private endTransaction(): void {
    // An Error costs its stack trace: made only for a statement someone may still ask about.
    if (this.pending.some((statement) => statement.later)) {
      failLater(this.pending, new Error('The transaction ended before this statement was sent.'));
    }
    this.pending = [];
    this.inTransaction = false;
    this.begun = false;
  }
}

/** Whether the pool's connections name their statements (decision 0067); shared by them. */
export interface StatementNaming {
  on: boolean;
}

function stopNaming(naming: StatementNaming): void {
  if (!naming.on) return;
  naming.on = false;
  console.warn(
    'PostgreSQL did not know a statement this connection had prepared: a transaction-pooling PgBouncer is in front. Statements go unnamed from now on; set DATABASE_DIRECT_URL (or DATABASE_PREPARED_STATEMENTS=off) to say so at start.',
  );
}

/** A prepared statement the server does not have: another server connection answered. */
function nameForgotten(error: unknown): boolean {
  return (error as { code?: string }).code === '26000';
}

/** PostgreSQL's refusal to run a prepared statement whose result's columns changed. */
function planOutdated(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '0A000' && message?.startsWith('cached plan must not change result type') === true;
}

function settleLater(batch: Statement[], results: pg.QueryResult[]): void {
  batch.forEach((statement, index) => {
    const result = results[index];
    if (!statement.later) return;
    if (result) statement.later.resolve(toQueryResult(result));
    else statement.later.reject(new Error('PostgreSQL sent no answer for this statement.'));
  });
}

function failLater(batch: Statement[], error: unknown): void {
  for (const statement of batch) statement.later?.reject(error);
}

/**
 * Kysely's PostgreSQL driver, with the pool's clients as PipelinedConnections (kept per
 * client, as Kysely's own driver keeps its connections). Savepoints and streaming are not
 * offered: nothing here uses them on PostgreSQL.
 */
export class PipelinedDriver implements Driver {
  private readonly connections = new WeakMap<pg.PoolClient, PipelinedConnection>();
  private readonly naming: StatementNaming;

  constructor(
    private readonly pool: pg.Pool,
    private readonly hooks: PoolHooks,
    /** Name statements on the server (decision 0067); not through PgBouncer 1.18. */
    preparedStatements: boolean,
  ) {
    this.naming = { on: preparedStatements };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<PipelinedConnection> {
    const client = await this.pool.connect();
    let connection = this.connections.get(client);
    if (!connection) {
      connection = new PipelinedConnection(client, this.hooks, this.naming);
      this.connections.set(client, connection);
    }
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    (connection as PipelinedConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PipelinedConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PipelinedConnection).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PipelinedConnection).release();
  }

  async destroy(): Promise<void> {
    await this.pool.end();
  }
}
