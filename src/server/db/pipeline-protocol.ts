import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { QueryResult } from 'kysely';
import pg from 'pg';

// pg's own conversion of a JavaScript value to a parameter's text (dates, buffers, arrays).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: unknown };

type Answer = QueryResult<unknown>;

/** Kysely's form of pg's answer, as its own PostgreSQL driver makes it. */
export function toQueryResult(result: pg.QueryResult): Answer {
  const { command, rowCount, rows } = result;
  const changes = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
  return { numAffectedRows: changes ? BigInt(rowCount ?? 0) : undefined, rows: rows ?? [] };
}

/** A held-back statement's stand-in answer: no rows, no count. */
export const nothingYet = (): Answer => ({ rows: [] });

/** The parts of pg's (untyped) Connection that the pipeline uses. */
interface PipeConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name: string }): void;
  close(message: { type: 'S'; name: string }): void;
  bind(message: {
    portal: string;
    statement: string;
    values: readonly unknown[];
    valueMapper: unknown;
  }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

/**
 * The statements one connection keeps prepared on the server under a name (decision 0067), so
 * that PostgreSQL parses and plans each SQL text once per connection, not once per run. A name
 * is the text's hash: the same name means the same text on every server connection, so a
 * pooler that hands over another connection can only make a name missing, never wrong. It
 * counts as prepared only once a pipeline that parsed it succeeded; until then each use closes
 * the name first (not an error when it does not exist) and parses it again, so a pipeline that
 * failed halfway leaves no doubt and leaks nothing. Past `limit` texts (Kysely writes a text per
 * length of an `in` list) new texts go unnamed.
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private readonly prepared = new Set<string>();

  constructor(private readonly limit = 300) {}

  /** The text's name, '' (unnamed) past the limit; whether the server has it already. */
  nameOf(text: string): { name: string; prepared: boolean } {
    let name = this.names.get(text);
    if (name === undefined) {
      if (this.names.size >= this.limit) return { name: '', prepared: false };
      name = `visitpass_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    return { name, prepared: this.prepared.has(name) };
  }

  /** The pipeline that parsed these names succeeded. */
  confirm(names: readonly string[]): void {
    for (const name of names) this.prepared.add(name);
  }
}

/**
 * Sends several statements in one round trip: each is parsed (or, prepared, only named),
 * bound and executed, and one Sync ends them all (PostgreSQL's extended protocol allows this;
 * pg 8 has no pipelining of its own). The server runs them in order and stops at the first
 * error, which fails the whole. pg's Query keeps one result per completed command: one per
 * statement.
 */
export function runPipeline(
  client: pg.PoolClient,
  statements: readonly { text: string; values: readonly unknown[] }[],
  prepared?: PreparedStatements,
): Promise<pg.QueryResult[]> {
  const parsed: string[] = [];
  return new Promise((resolve, reject) => {
    const text = statements.map((statement) => statement.text).join(';\n');
    const query = new pg.Query(text, (error: Error | undefined, results: unknown) => {
      if (error) return reject(error);
      prepared?.confirm(parsed);
      resolve((Array.isArray(results) ? results : [results]) as pg.QueryResult[]);
    });
    (query as unknown as { submit: unknown }).submit = (connection: PipeConnection): null => {
      connection.stream.cork?.();
      try {
        for (const { text, values } of statements) {
          const { name, prepared: known } = prepared?.nameOf(text) ?? { name: '', prepared: false };
          if (!known) {
            if (name) {
              connection.close({ type: 'S', name });
              parsed.push(name);
            }
            connection.parse({ text, name });
          }
          connection.bind({ portal: '', statement: name, values, valueMapper: prepareValue });
          connection.describe({ type: 'P', name: '' });
          connection.execute({ portal: '', rows: 0 });
        }
        connection.sync();
      } finally {
        connection.stream.uncork?.();
      }
      return null;
    };
    client.query(query);
  });
}
