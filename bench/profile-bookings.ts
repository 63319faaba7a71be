// Profiles POST /api/bookings: the bench's booking scenario under autocannon, with the app's
// thread sampled by the V8 profiler (the app serves from this process; the load generator runs
// in a process of its own, as in npm run bench).
// Prints req/s, CPU µs per booking, each SQL statement's count and SQLite time per booking, and
// the top self-time functions; writes the .cpuprofile for a closer look. Not part of npm test or
// npm run bench. PROFILE_SECONDS (default 5), PROFILE_OUT (default bookings.cpuprofile in the OS
// temp folder), PROFILE=0 (no profiler), COUNT_SQL=0 (no statement counting: both cost time).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openSqliteConnection, prepareKept } from '../src/server/db/sqlite-handles';
import { measureLoad } from './load';
import { postgresCpuMicros } from './postgres-cpu';
import { thisProcess } from './processes';
import { scenario } from './scenarios/20-bookings';
import { startServers } from './servers';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
/** PROFILE=0: only the figures, without the profiler's own cost. */
const PROFILE = process.env.PROFILE !== '0';
const OUT = process.env.PROFILE_OUT ?? path.join(tmpdir(), 'bookings.cpuprofile');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Counts statements run by SQL text, and the time SQLite took on them, on every better-sqlite3 statement of this process. */
function countStatements(): Map<string, { runs: number; micros: number }> {
  const counts = new Map<string, { runs: number; micros: number }>();
  const probe = openSqliteConnection(':memory:');
  const prototype = Object.getPrototypeOf(prepareKept(probe, 'select 1')) as Record<string, unknown>;
  probe.close();
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    prototype[method] = function (this: { source: string }, ...args: unknown[]) {
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const count = counts.get(this.source) ?? { runs: 0, micros: 0 };
        count.runs += 1;
        count.micros += 1000 * (performance.now() - started);
        counts.set(this.source, count);
      }
    };
  }
  return counts;
}

/**
 * The same for PostgreSQL (BENCH_DATABASE_URL): every query of a pg client of this process,
 * by its SQL text, with the time from sending it to its answer (a round trip, queueing and the
 * server's work). Other instances (BENCH_INSTANCES) are not counted.
 */
function countPostgresStatements(counts: Map<string, { runs: number; micros: number }>): void {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; callback?: (...answer: unknown[]) => void };
    // A pipeline (pipelined-writes.ts) is one round trip for several statements.
    const text = typeof first === 'string' ? first : `(one round trip) ${first?.text ?? '?'}`;
    const started = performance.now();
    const done = () => {
      const count = counts.get(text) ?? { runs: 0, micros: 0 };
      count.runs += 1;
      count.micros += 1000 * (performance.now() - started);
      counts.set(text, count);
    };
    if (typeof first === 'object' && typeof first.callback === 'function') {
      const callback = first.callback;
      first.callback = (...answer: unknown[]) => {
        done();
        callback(...answer);
      };
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
}

function topSelfTime(profile: { nodes: ProfileNode[] }, limit: number): string[] {
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  }
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)} %  ${key}`);
}

const counts =
  process.env.COUNT_SQL === '0' ? new Map<string, { runs: number; micros: number }>() : countStatements();
if (process.env.COUNT_SQL !== '0' && process.env.BENCH_DATABASE_URL) countPostgresStatements(counts);
const servers = await startServers({ appInThisProcess: true });
try {
  const load = { connections: 50, workers: 1, warmUpSeconds: 2, seconds: SECONDS };
  const request = await scenario.prepare({ ...servers, load });
  const app = [thisProcess(servers.appUrl)];
  await measureLoad(request, app, { ...load, warmUpSeconds: 0, seconds: load.warmUpSeconds });
  counts.clear();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  if (PROFILE) await session.post('Profiler.start');
  const usageBefore = process.cpuUsage();
  const postgresBefore = postgresCpuMicros();
  const { result, serverCpuMicros } = await measureLoad(request, app, { ...load, warmUpSeconds: 0 });
  const usage = process.cpuUsage(usageBefore);
  const postgresAfter = postgresCpuMicros();
  const profile = PROFILE ? (await session.post('Profiler.stop')).profile : { nodes: [] };
  session.disconnect();
  if (PROFILE) writeFileSync(OUT, JSON.stringify(profile));

  const bookings = result.requests.total - result.non2xx;
  const statements = [...counts.values()].reduce((sum, count) => sum + count.runs, 0);
  const sqliteMicros = [...counts.values()].reduce((sum, count) => sum + count.micros, 0);
  console.log(`${result.requests.average.toFixed(0)} bookings/s, ${result.non2xx} refused`);
  const perBooking = (micros: number) => (micros / result.requests.total).toFixed(0);
  // The system part is mostly the sockets: each round trip's write and read.
  console.log(
    `CPU ${perBooking(serverCpuMicros)} µs per booking (user ${perBooking(usage.user)}, system ${perBooking(usage.system)})${PROFILE ? ' (profiler on)' : ''}`,
  );
  if (process.env.BENCH_DATABASE_URL && postgresBefore !== null && postgresAfter !== null) {
    // Every PostgreSQL process of the machine: the bench's database only if nothing else uses it.
    console.log(`PostgreSQL's own CPU ${perBooking(postgresAfter - postgresBefore)} µs per booking`);
  }
  console.log(
    `${(statements / bookings).toFixed(2)} statements per booking, ${(sqliteMicros / bookings).toFixed(0)} µs in ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL round trips' : 'SQLite'} (runs, µs per booking):`,
  );
  for (const [sql, count] of [...counts.entries()].sort((a, b) => b[1].micros - a[1].micros)) {
    const runs = (count.runs / bookings).toFixed(2).padStart(6);
    const shown = sql.startsWith('(one round trip)')
      ? sql.replace(/\n/g, ' ').slice(0, 400)
      : sql.slice(0, 100);
    console.log(`  ${runs}  ${(count.micros / bookings).toFixed(0).padStart(5)}  ${shown}`);
  }
  if (PROFILE) {
    console.log('top self time:');
    for (const line of topSelfTime(profile as { nodes: ProfileNode[] }, 30)) console.log(`  ${line}`);
    console.log(`profile: ${OUT}`);
  }
} finally {
  await servers.close();
}
