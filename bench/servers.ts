import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { indiaDateOf } from '../src/shared/rules/india-clock';
import type { BenchContext } from './scenario';

/** The whole app on a fresh SQLite file with the weekly template's slots up to the horizon, plus a bare Fastify route. */
export async function startServers(): Promise<BenchContext & { close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-bench-'));
  const config = loadConfig({
    ...process.env,
    APP_ENV: 'local',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    DATABASE_URL: undefined,
  });
  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  await migrateToLatest(database.db, config.tablePrefix);
  const { app, services } = await buildApp({ config, database, logger: false });
  await services.schedule.fillHorizon();
  const today = indiaDateOf(new Date());

  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok', dates: ['2026-11-21', '2026-11-22'] }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const { dates } = (await app.inject('/api/dates')).json() as { dates: string[] };
  const offeredDate = dates.find((date) => date > today);
  if (!offeredDate) throw new Error('no date after today is offered');

  return {
    app,
    appUrl,
    database,
    bareUrl,
    offeredDate,
    async close() {
      await Promise.all([app.close(), bare.close()]);
      await database.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
