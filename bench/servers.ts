import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { indiaDateOf } from '../src/shared/rules/india-clock';
import type { BenchContext } from './scenario';

/**
 * Where the app keeps its data: a fresh SQLite file, or with BENCH_DATABASE_URL (a PostgreSQL
 * URL) a fresh schema in that database, dropped afterwards.
 */
async function benchDatabase(dataDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) return { url: `sqlite:${path.join(dataDir, 'visitpass.sqlite')}`, drop: async () => {} };
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

/** One more app process on the same database (bench/instance.ts); resolves with its URL. */
function startInstance(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const script = path.join(import.meta.dirname, 'instance.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`bench instance exited with ${code}`)));
  });
}

/**
 * The whole app with the weekly template's slots up to the horizon, plus a bare Fastify route.
 * BENCH_INSTANCES=2 (PostgreSQL only) starts more app processes on the same database; the
 * read scenarios spread their connections over all of them.
 */
export async function startServers(): Promise<BenchContext & { close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-bench-'));
  const benchDb = await benchDatabase(dataDir);
  const instances = Number(process.env.BENCH_INSTANCES ?? 1);
  if (instances > 1 && !process.env.BENCH_DATABASE_URL) {
    throw new Error('BENCH_INSTANCES > 1 needs BENCH_DATABASE_URL: SQLite is one process’s file');
  }
  const env = {
    ...process.env,
    APP_ENV: 'local',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    DATABASE_URL: benchDb.url,
  };
  const config = loadConfig(env);
  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  await migrateToLatest(database.db, config.tablePrefix);
  const { app, services } = await buildApp({ config, database, logger: false });
  await services.schedule.fillHorizon();
  const today = indiaDateOf(new Date());

  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const others = await Promise.all(Array.from({ length: instances - 1 }, () => startInstance(env)));

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok', dates: ['2026-11-21', '2026-11-22'] }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const { dates } = (await app.inject('/api/dates')).json() as { dates: string[] };
  const offeredDate = dates.find((date) => date > today);
  if (!offeredDate) throw new Error('no date after today is offered');

  return {
    app,
    appUrl,
    appUrls: [appUrl, ...others.map((other) => other.url)],
    database,
    bareUrl,
    offeredDate,
    async close() {
      for (const other of others) {
        other.child.removeAllListeners('exit');
        other.child.kill('SIGTERM');
      }
      await Promise.all([app.close(), bare.close()]);
      await database.db.destroy();
      await benchDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
