import {
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  PostgresAdapter,
  type QueryResult,
  type RootOperationNode,
  type Transaction,
} from 'kysely';
import { answered, type Later } from './later-answer';
import { DEFERRED_WRITE, LaterAnswer } from './pipelined-writes';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Where each parameter of the compiled SQL comes from: a value by name, or a constant of the query. */
type Slot = { name: string } | { constant: unknown };

interface Compiled {
  sql: string;
  query: RootOperationNode;
  queryId: CompiledQuery['queryId'];
  slots: Slot[];
}

const MARK = '\u0000prepared-value:';

/**
 * A query of the hot path (a booking's), as `preparedQuery<Values>()((db, value) => query)`,
 * built and compiled once per database instead of on every call: building Kysely's immutable
 * query tree, applying the table prefix and compiling the SQL cost more than SQLite takes to
 * run these small statements. `build` is given `value(name)` for each value that varies; the
 * query keeps its shape, and the values are put in place of their markers in the compiled
 * parameters at each call. Only for queries whose shape never depends on the values (no `in`
 * lists of varying length, no conditions added when a value is set): build one query per
 * shape instead. The plugins' transformResult still runs on every result.
 *
 * `deferred`: a write whose answer nobody reads (it resolves with no rows and no count inside
 * a PostgreSQL transaction), sent with the transaction's next statement (pipelined-writes.ts).
 */
export function preparedQuery<Values extends object>(options: { deferred?: boolean } = {}) {
  return <Row>(
    build: (
      db: Db,
      value: <Name extends keyof Values & string>(name: Name) => Values[Name],
    ) => Compilable<Row>,
  ): PreparedQuery<Values, Row> => prepare(build, options.deferred ? DEFERRED_WRITE : '');
}

/** Of the module, not a closure made per call: tsx names each named closure it makes (keepNames). */
function samePlugins(a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]): boolean {
  return a.length === b.length && a.every((plugin, index) => plugin === b[index]);
}

export type PreparedQuery<Values, Row> = (db: Db, values: Values) => Promise<QueryResult<Row>>;

/**
 * The same, for a statement whose answer its caller reads later (decision 0061): inside a
 * PostgreSQL transaction it travels with the next statement whose answer is awaited, like a
 * deferred write, and `answer()` gives its own answer once that one is back. Awaiting the call
 * only puts it in line. Elsewhere (SQLite, outside a transaction) it runs at once. The
 * plugins' transformResult does not run on an answer read later (ours change nothing).
 */
export function laterQuery<Values extends object>() {
  return <Row>(
    build: (
      db: Db,
      value: <Name extends keyof Values & string>(name: Name) => Values[Name],
    ) => Compilable<Row>,
  ): LaterQuery<Values, Row> => {
    const run = prepare(build, '');
    return async (db, values) => {
      // Only a PostgreSQL transaction holds statements back: elsewhere no promise to wait on.
      if (!db.isTransaction || !(db.getExecutor().adapter instanceof PostgresAdapter)) {
        return answered(await run(db, values));
      }
      const later = new LaterAnswer();
      const result = await run(db, values, later);
      return later.queued ? (later as Later<QueryResult<Row>>) : answered(result);
    };
  };
}

export type LaterQuery<Values, Row> = (db: Db, values: Values) => Promise<Later<QueryResult<Row>>>;

function prepare<Values extends object, Row>(
  build: (db: Db, value: <Name extends keyof Values & string>(name: Name) => Values[Name]) => Compilable<Row>,
  mark: string,
): (db: Db, values: Values, later?: LaterAnswer) => Promise<QueryResult<Row>> {
  // Per dialect adapter and plugins: a transaction shares both with its database (in a copy
  // of the plugin list, hence compared by element), while another database (another test
  // app, another table prefix) has its own.
  const compiledFor = new WeakMap<object, { plugins: readonly KyselyPlugin[]; compiled: Compiled }[]>();

  function compile(db: Db): Compiled {
    const { adapter, plugins } = db.getExecutor();
    let known = compiledFor.get(adapter);
    if (!known) {
      known = [];
      compiledFor.set(adapter, known);
    }
    let found = known.find((entry) => samePlugins(entry.plugins, plugins))?.compiled;
    if (!found) {
      const marker = (name: string) => `${MARK}${name}` as never;
      const query = build(db, marker).compile();
      const slots = query.parameters.map((parameter): Slot => {
        const isMarker = typeof parameter === 'string' && parameter.startsWith(MARK);
        return isMarker ? { name: parameter.slice(MARK.length) } : { constant: parameter };
      });
      found = { sql: mark + query.sql, query: query.query, queryId: query.queryId, slots };
      known.push({ plugins: [...plugins], compiled: found });
    }
    return found;
  }

  return (db, values, later) => {
    const { sql, query, queryId, slots } = compile(db);
    const named = values as Record<string, unknown>;
    const parameters = slots.map((slot) => ('name' in slot ? named[slot.name] : slot.constant));
    // The PostgreSQL driver (pipelined-writes.ts) finds `later` on the compiled query.
    return db.executeQuery<Row>({
      sql,
      query,
      queryId,
      parameters,
      ...(later && { later }),
    } as CompiledQuery);
  };
}

/** How many rows an insert, update or delete changed. */
export const changedRows = (result: QueryResult<unknown>): number => Number(result.numAffectedRows ?? 0);
