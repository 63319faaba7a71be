import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectConfiguredDatabase } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { indiaDateOf } from '../src/shared/rules/india-clock';
import { loadSettingsFromEnv } from './load';
import { type ServerProcess, startServerProcess } from './processes';
import type { BenchContext } from './scenario';

export interface BenchServers extends BenchContext {
  close(): Promise<void>;
}

/**
 * Where the app keeps its data: a fresh SQLite file, or with a PostgreSQL URL a fresh schema in
 * that database, dropped afterwards.
 */
async function benchDatabase(
  dataDir: string,
  baseUrl: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
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

/**
 * The whole app with the weekly template's slots up to the horizon, plus the bare yardstick.
 *
 * By default every server runs in a process of its own (decision 0050): BENCH_INSTANCES app
 * processes (more than one only on PostgreSQL) and the bare Fastify route. This process keeps
 * an app of its own that does not listen: scenarios arrange their data through it (inject()
 * and the database handle), and the serving processes see those writes as any instance sees
 * another's. `appInThisProcess` (the profiler, Lighthouse) makes this process's app the first
 * instance instead, listening, so a profiler attached here samples it.
 */
export async function startServers(
  options: {
    appInThisProcess?: boolean;
    /** Another database than BENCH_DATABASE_URL's (null: SQLite), and another number of instances. */
    databaseUrl?: string | null;
    instances?: number;
  } = {},
): Promise<BenchServers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-bench-'));
  const databaseUrl =
    options.databaseUrl === undefined ? process.env.BENCH_DATABASE_URL : options.databaseUrl;
  const benchDb = await benchDatabase(dataDir, databaseUrl ?? undefined);
  const instances = options.instances ?? Number(process.env.BENCH_INSTANCES ?? 1);
  if (instances > 1 && !databaseUrl) {
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
  const database = connectConfiguredDatabase(config);
  await migrateToLatest(database.db, config.tablePrefix);
  const { app, services } = await buildApp({ config, database, logger: false });
  await services.schedule.fillHorizon();
  const today = indiaDateOf(new Date());

  const ownUrl = options.appInThisProcess ? [await app.listen({ port: 0, host: '127.0.0.1' })] : [];
  const appProcesses: ServerProcess[] = [];
  for (let index = ownUrl.length; index < instances; index += 1) {
    // One at a time: each runs housekeeping at start (decision 0042).
    appProcesses.push(await startServerProcess('instance.ts', [], env));
  }
  const bare = await startServerProcess('bare-server.ts', ['fastify']);

  const { dates } = (await app.inject('/api/dates')).json() as { dates: string[] };
  const offeredDate = dates.find((date) => date > today);
  if (!offeredDate) throw new Error('no date after today is offered');

  const appUrls = [...ownUrl, ...appProcesses.map((instance) => instance.url)];
  return {
    app,
    services,
    appUrl: appUrls[0] as string,
    appUrls,
    appProcesses,
    database,
    bareUrl: bare.url,
    bare,
    load: loadSettingsFromEnv(),
    offeredDate,
    async close() {
      await Promise.all([...appProcesses, bare].map((server) => server.stop()));
      await app.close();
      await database.db.destroy();
      await benchDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
