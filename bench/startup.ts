// Start-up cost: `node --import tsx bench/startup.ts` starts the server STARTUP_RUNS times
// (default 7), each in a fresh process, and prints per run the time from process start until
// it listens (wall clock, and CPU time, which other load on the machine disturbs far less) and
// the heap in use after a full GC, then the medians. Not part of npm test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Run {
  listeningMs: number;
  cpuMs: number;
  heapUsedMb: number;
}

/** One start in this process: what main.ts does, on a fresh SQLite file, then measure. */
async function measureOneStart(): Promise<void> {
  const { buildApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const { connectDatabase } = await import('../src/server/db/connect');
  const { migrateToLatest } = await import('../src/server/db/migrate');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-startup-'));
  const config = loadConfig({ ...process.env, APP_ENV: 'local', DATA_DIR: dataDir, DATABASE_URL: undefined });
  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  await migrateToLatest(database.db, config.tablePrefix);
  const { app } = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // performance.now() counts from the start of this process, module loading included.
  const listeningMs = performance.now();
  const cpu = process.cpuUsage();
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  const run: Run = {
    listeningMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    heapUsedMb: process.memoryUsage().heapUsed / 2 ** 20,
  };
  await app.close();
  await database.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify(run));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function measureStarts(count: number): void {
  const start = () =>
    JSON.parse(
      execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', import.meta.filename, 'one'], {
        encoding: 'utf8',
      }),
    ) as Run;
  start(); // warms tsx's compile cache and the disk cache; not counted
  const runs = Array.from({ length: count }, start);
  const show = (run: Run) =>
    `${run.listeningMs.toFixed(0)} ms wall  ${run.cpuMs.toFixed(0)} ms CPU  ${run.heapUsedMb.toFixed(1)} MB heap`;
  for (const run of runs) console.log(show(run));
  const middle = (pick: (run: Run) => number) => median(runs.map(pick));
  const medians: Run = {
    listeningMs: middle((run) => run.listeningMs),
    cpuMs: middle((run) => run.cpuMs),
    heapUsedMb: middle((run) => run.heapUsedMb),
  };
  console.log(`median of ${count}: ${show(medians)}`);
}

if (process.argv[2] === 'one') await measureOneStart();
else measureStarts(Number(process.env.STARTUP_RUNS ?? 7));
