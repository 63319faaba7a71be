import type { Options } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/server/db/connect';

export interface BenchContext {
  /** The whole app (buildApp), listening at appUrl; use inject() to arrange data. */
  app: FastifyInstance;
  appUrl: string;
  /** Every app instance's URL, appUrl first (more than one with BENCH_INSTANCES, on PostgreSQL). */
  appUrls: string[];
  database: DatabaseHandle;
  /** A bare Fastify route answering a small JSON object: the yardstick. */
  bareUrl: string;
  /** A date the app offers with all its slots bookable (tomorrow or later). */
  offeredDate: string;
}

/** One line of the benchmark table. Add a file to bench/scenarios/ to add a line. */
export interface BenchScenario {
  name: string;
  kind?: 'load';
  /** What autocannon sends; may arrange data first. */
  prepare(context: BenchContext): Promise<Omit<Options, 'connections' | 'duration' | 'workers'>>;
}

/** One operation timed once (a closure of a busy day), listed under the load table. */
export interface TimedScenario {
  name: string;
  kind: 'timed';
  run(context: BenchContext): Promise<{ ms: number; note: string }>;
}
