import { createRequire } from 'node:module';
import pg from 'pg';
import type { QueryCounts } from './query-counts';

// pg's own conversion of a JavaScript value to a parameter's text (dates, buffers, arrays).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: unknown };

/**
 * Marks a write whose answer nobody reads (an insert without RETURNING, a row lock taken for
 * the statements after it): inside a PostgreSQL transaction it is not sent on its own but
 * with the next statement whose answer is awaited (or the COMMIT), in one round trip. See
 * decision 0048. A comment, so SQLite (which never defers) runs the text as it is.
 */
export const DEFERRED_WRITE = '/* deferred */ ';

interface Statement {
  text: string;
  values: unknown[];
}

interface QueryAnswer {
  command?: string;
  rowCount: number | null;
  rows: unknown[];
}

/**
 * Sends several statements in one round trip: each is parsed, bound and executed, unnamed,
 * and one Sync ends them all (PostgreSQL's extended protocol allows this; pg 8 has no
 * pipelining of its own). The server runs them in order and stops at the first error, which
 * fails the whole. pg's Query keeps one result per completed command, so it reads the answers.
 */
function pipelinedSubmit(statements: Statement[]) {
  return (connection: PipeConnection): null => {
    connection.stream.cork?.();
    try {
      for (const { text, values } of statements) {
        connection.parse({ text, name: '' });
        connection.bind({ portal: '', statement: '', values, valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  };
}

/** The parts of pg's (untyped) Connection that the pipeline uses. */
interface PipeConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name: string }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; valueMapper: unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

function runPipeline(client: pg.PoolClient, statements: Statement[]): Promise<QueryAnswer> {
  return new Promise((resolve, reject) => {
    const text = statements.map((statement) => statement.text).join(';\n');
    const query = new pg.Query(text, (error: Error | undefined, results: unknown) => {
      if (error) reject(error);
      // The last statement's answer is the one its caller awaits.
      else resolve((Array.isArray(results) ? results.at(-1) : results) as QueryAnswer);
    });
    (query as unknown as { submit: unknown }).submit = pipelinedSubmit(statements);
    client.query(query);
  });
}

const NOTHING_YET: QueryAnswer = { rowCount: 0, rows: [] };

/**
 * A pool client as Kysely's PostgreSQL driver uses it (`query(text, values)`, `release()`),
 * deferring inside a transaction the BEGIN and every DEFERRED_WRITE until a statement whose
 * answer is awaited. A booking's five inserts and its slot lock travel with the seats update,
 * and the BEGIN with the first statement: per booking 6 round trips instead of 13.
 */
class DeferringClient {
  private pending: Statement[] = [];
  /** Inside a transaction; whether its BEGIN has reached the server yet. */
  private inTransaction = false;
  private begun = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly hooks: PoolHooks,
  ) {}

  query(text: string, values: unknown[] = []): Promise<QueryAnswer> {
    const command = text.trim().toLowerCase();
    if (command === 'begin') {
      this.inTransaction = true;
      this.begun = false;
      this.pending = [{ text, values }];
      return Promise.resolve(NOTHING_YET);
    }
    if (command === 'rollback') {
      const begun = this.begun;
      this.endTransaction();
      // Nothing of the transaction reached the server: there is nothing to roll back.
      if (!begun) return Promise.resolve(NOTHING_YET);
      this.hooks.counts.roundTrips++;
      return this.client.query(text, values);
    }
    if (this.inTransaction && text.startsWith(DEFERRED_WRITE)) {
      this.pending.push({ text, values });
      return Promise.resolve(NOTHING_YET);
    }
    const inTransaction = this.inTransaction;
    const answer = this.send({ text, values });
    if (command === 'commit') this.endTransaction();
    // A commit, or a write outside a transaction: this instance's next reads must see it.
    if (command === 'commit' || (!inTransaction && !command.startsWith('select'))) {
      return answer.then((committed) => {
        this.hooks.changed();
        return committed;
      });
    }
    return answer;
  }

  release(error?: Error | boolean): void {
    this.endTransaction();
    this.client.release(error);
  }

  private send(statement: Statement): Promise<QueryAnswer> {
    this.hooks.counts.roundTrips++;
    if (this.pending.length === 0) {
      return this.client.query(statement.text, statement.values) as Promise<QueryAnswer>;
    }
    const batch = [...this.pending, statement];
    this.pending = [];
    if (this.inTransaction) this.begun = true;
    return runPipeline(this.client, batch);
  }

  private endTransaction() {
    this.pending = [];
    this.inTransaction = false;
    this.begun = false;
  }
}

export interface PoolHooks {
  /** Counts the round trips. */
  counts: QueryCounts;
  /** Called after each commit and each write outside a transaction. */
  changed: () => void;
}

/**
 * The pool as Kysely sees it: the same pg pool, each client wrapped once (Kysely keeps its
 * connection objects by client).
 */
export function deferringPool(pool: pg.Pool, hooks: PoolHooks) {
  const wrapped = new WeakMap<pg.PoolClient, DeferringClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let deferring = wrapped.get(client);
      if (!deferring) {
        deferring = new DeferringClient(client, hooks);
        wrapped.set(client, deferring);
      }
      return deferring;
    },
    end: () => pool.end(),
  };
}
