import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * How often the database layer did its costly work since it was opened: Kysely queries
 * compiled to SQL, and SQLite statements prepared (misses of the statement cache; PostgreSQL
 * statements are not kept, so it stays 0 there). Tripwire tests read them: the booking's hot
 * path compiles nothing and prepares nothing after its first call (decision 0032), which no
 * other test would notice if it stopped being true.
 */
export interface QueryCounts {
  compiled: number;
  prepared: number;
  /** PostgreSQL: messages sent to the server and awaited, one statement or a batch (decision 0048). */
  roundTrips: number;
}

/** Counts compilations: Kysely runs every plugin's transformQuery once per compile, and only then. */
export class CompileCountPlugin implements KyselyPlugin {
  constructor(private readonly counts: QueryCounts) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.counts.compiled++;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
