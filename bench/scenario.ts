import type { Options } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/server/db/connect';
import type { Services } from '../src/server/services';
import type { ServerProcess } from './processes';

export interface BenchContext {
  /** The whole app (buildApp) on the bench's database, in the bench's process: use inject() to arrange data. */
  app: FastifyInstance;
  /** The first serving instance's URL. */
  appUrl: string;
  /** Every serving instance's URL, appUrl first (more than one with BENCH_INSTANCES, on PostgreSQL). */
  appUrls: string[];
  /** The app instances in processes of their own (all of them, unless the app serves from the bench's process). */
  appProcesses: ServerProcess[];
  database: DatabaseHandle;
  /** That app's services (the test helpers' sign-in waits on its kept sessions). */
  services: Services;
  /** A bare Fastify route answering a small JSON object, in a process of its own: the yardstick. */
  bareUrl: string;
  bare: ServerProcess;
  /** How the load generator runs each scenario. */
  load: { connections: number; workers: number; warmUpSeconds: number; seconds: number };
  /** A date the app offers with all its slots bookable (tomorrow or later). */
  offeredDate: string;
}

/** One line of the benchmark table. Add a file to bench/scenarios/ to add a line. */
export interface BenchScenario {
  name: string;
  kind?: 'load';
  /** With BENCH_PGBENCH=1, pgbench runs right after this line, and the two rates are compared. */
  besidePgbench?: boolean;
  /** What autocannon sends; may arrange data first. */
  prepare(context: BenchContext): Promise<Omit<Options, 'connections' | 'duration' | 'workers'>>;
}

/** One operation timed once (a closure of a busy day), listed under the load table. */
export interface TimedScenario {
  name: string;
  kind: 'timed';
  run(context: BenchContext): Promise<{ ms: number; note: string }>;
}
