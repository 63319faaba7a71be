// `npm run lint`'s check of the published API contract: the OpenAPI document the app serves
// at /api/openapi.json, read with Redocly's rules (the `recommended` set). Every error fails;
// a warning fails unless its rule is one of ALLOWED_WARNINGS below, each with its reason.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';

const ALLOWED_WARNINGS: Record<string, string> = {
  'no-server-example.com':
    'the document read here is the local environment’s, whose sites are on localhost; every other environment names its own.',
  'operation-4xx-response':
    'a few reads take no input and need no session (site, health, countries, dates, session, my bookings, the local mailbox): nothing the caller sends can be refused.',
  'info-license':
    'visitpass is the trust’s own software, published under no licence yet; the document says nothing it cannot stand by.',
};

async function contractText(): Promise<string> {
  // Local, with the webhook SMS provider: every route the app can have is registered.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    APP_ENV: 'local',
    DATABASE_URL: 'sqlite::memory:',
    AUTH_SECRET: 'lint-secret-that-is-at-least-32-characters',
    WEB_DIST: '/nonexistent',
    SLOT_HORIZON_DAYS: '0',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_SECRET: 'lint-webhook-secret-at-least-32-characters',
  });
  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  try {
    await migrateToLatest(database.db, config.tablePrefix);
    const { app } = await buildApp({ config, database, logger: false });
    const response = await app.inject('/api/openapi.json');
    await app.close();
    return response.body;
  } finally {
    await database.db.destroy();
  }
}

const problems = await lintFromString({
  source: await contractText(),
  absoluteRef: 'openapi.json',
  config: await createConfig({ extends: ['recommended'] }),
});
const failing = problems.filter(
  (problem) => problem.severity === 'error' || !(problem.ruleId in ALLOWED_WARNINGS),
);
for (const problem of failing) {
  const where = problem.location[0]?.pointer ?? '';
  console.error(`  ${problem.severity} ${problem.ruleId}: ${problem.message} ${where}`);
}
const allowed = problems.length - failing.length;
if (failing.length > 0) {
  console.error(`✘ the API contract has ${failing.length} problems (Redocly, recommended rules).`);
  process.exit(1);
}
console.log(`✔ the API contract passes Redocly's recommended rules (${allowed} allowed warnings).`);
