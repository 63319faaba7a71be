// BENCH_PGBENCH=1: PostgreSQL's own pgbench in the same run as the bookings, on the same
// database server, as the yardstick for bookings/s (issue 23). It runs in a database of its own
// (BENCH_PGBENCH_DATABASE, default visitpass_pgbench, created when missing), initialised
// afresh at scale 10 at the start of the run, and the simple-update load (-N, 20 clients, 2
// threads) runs for BENCH_SECONDS right after the bookings scenario.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const PGBENCH_SCALE = 10;
export const PGBENCH_CLIENTS = 20;
export const PGBENCH_THREADS = 2;

/** The pgbench database's URL: the bench's server and user, another database. */
export function pgbenchUrl(benchUrl: string, database: string): string {
  const url = new URL(benchUrl);
  url.pathname = `/${database}`;
  url.search = '';
  return url.toString();
}

/** Transactions a second from pgbench's report (the figure without connection time). */
export function parseTps(report: string): number {
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(report)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${report}`);
  return Number(tps);
}

/** Creates the database when missing and fills it at scale 10 (`pgbench -i -s 10`). */
export async function initPgbench(benchUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: benchUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  await run('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), pgbenchUrl(benchUrl, database)]);
}

/** The simple-update load (`-N -c 20 -j 2 -T seconds`); resolves with its tps. */
export async function runPgbench(benchUrl: string, database: string, seconds: number): Promise<number> {
  const args = ['-N', '-c', String(PGBENCH_CLIENTS), '-j', String(PGBENCH_THREADS), '-T', String(seconds)];
  const { stdout } = await run('pgbench', [...args, pgbenchUrl(benchUrl, database)]);
  return parseTps(stdout);
}

export function pgbenchDatabase(env = process.env): string {
  return env.BENCH_PGBENCH_DATABASE ?? 'visitpass_pgbench';
}
