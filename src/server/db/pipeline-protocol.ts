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
 * Sends several statements in one round trip: each is parsed, bound and executed, unnamed,
 * and one Sync ends them all (PostgreSQL's extended protocol allows this; pg 8 has no
 * pipelining of its own). The server runs them in order and stops at the first error, which
 * fails the whole. pg's Query keeps one result per completed command: one per statement.
 */
export function runPipeline(
  client: pg.PoolClient,
  statements: readonly { text: string; values: readonly unknown[] }[],
): Promise<pg.QueryResult[]> {
  return new Promise((resolve, reject) => {
    const text = statements.map((statement) => statement.text).join(';\n');
    const query = new pg.Query(text, (error: Error | undefined, results: unknown) => {
      if (error) reject(error);
      else resolve((Array.isArray(results) ? results : [results]) as pg.QueryResult[]);
    });
    (query as unknown as { submit: unknown }).submit = (connection: PipeConnection): null => {
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
    client.query(query);
  });
}
