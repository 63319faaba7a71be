import { randomBytes } from 'node:crypto';
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../server/app';
import { type Config, loadConfig } from '../server/config';
import { connectConfiguredDatabase, type DatabaseHandle } from '../server/db/connect';
import { migrateDatabase } from '../server/db/migrate';
import type { Services } from '../server/services';

export interface TestClock {
  (): Date;
  set(iso: string): void;
  advance(minutes: number): void;
}

/** A clock tests can set; starts at the given instant. */
export function testClock(iso: string): TestClock {
  let now = new Date(iso);
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (next) => {
    now = new Date(next);
  };
  clock.advance = (minutes) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  return clock;
}

export type TestDatabaseKind = 'sqlite' | 'postgres';

/**
 * The databases API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_DATABASES=postgres leaves SQLite out (the PgBouncer pass: its SQLite runs would repeat
 * `npm test`'s).
 */
export const testDatabases: TestDatabaseKind[] = !process.env.TEST_DATABASE_URL
  ? ['sqlite']
  : process.env.TEST_DATABASES === 'postgres'
    ? ['postgres']
    : ['sqlite', 'postgres'];

/** Runs the block once per test database, naming it in the test title. */
export function describeEachDatabase(title: string, block: (kind: TestDatabaseKind) => void): void {
  for (const kind of testDatabases) describe(`${title} [${kind}]`, () => block(kind));
}

export interface TestDatabase {
  url: string;
  /** The same schema on TEST_DATABASE_DIRECT_URL's server (tests run through PgBouncer), if set. */
  directUrl?: string;
  drop(): Promise<void>;
}

/** A fresh, empty database: an in-memory SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') return { url: 'sqlite::memory:', drop: async () => {} };
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  // Set when the tests run through PgBouncer (scripts/test-pgbouncer.sh): the server itself.
  const directBase = process.env.TEST_DATABASE_DIRECT_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const run = async (statements: string[]) => {
    const admin = new pg.Client({ connectionString: directBase ?? baseUrl });
    await admin.connect();
    for (const statement of statements) await admin.query(statement);
    await admin.end();
  };
  if (directBase) {
    // PgBouncer 1.18 refuses the `options` startup parameter: the schema comes with a role
    // of its own, whose search_path names it (PgBouncer looks the role up: auth_query).
    await run([
      `CREATE ROLE ${schema} LOGIN`,
      `CREATE SCHEMA ${schema} AUTHORIZATION ${schema}`,
      `ALTER ROLE ${schema} SET search_path = ${schema}`,
    ]);
    const asRole = (server: string) => {
      const url = new URL(server);
      url.username = schema;
      return url.toString();
    };
    return {
      url: asRole(baseUrl),
      directUrl: asRole(directBase),
      drop: () => run([`DROP SCHEMA IF EXISTS ${schema} CASCADE`, `DROP ROLE IF EXISTS ${schema}`]),
    };
  }
  await run([`CREATE SCHEMA ${schema}`]);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run([`DROP SCHEMA IF EXISTS ${schema} CASCADE`]) };
}

/** Set, so tests never read or write the repository's data/auth-secret (unset it to test that). */
const TEST_AUTH_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: '/nonexistent',
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** The app's own services, as buildApp composed them. */
  services: Services;
  clock: TestClock;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database of the given kind, with a settable clock. */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: {
    now?: string;
    env?: NodeJS.ProcessEnv;
    onRoute?: onRouteHookHandler;
    /** Log lines (JSON) go here, at LOG_LEVEL (default `info` when given); otherwise no logger. */
    logStream?: { write(line: string): void };
    /** Wraps the app's write transactions, e.g. to let something commit just before one. */
    wrapWrites?: (write: DatabaseHandle['writeTransaction']) => DatabaseHandle['writeTransaction'];
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(kind);
  const config = testConfig({
    DATABASE_URL: testDatabase.url,
    ...(testDatabase.directUrl ? { DATABASE_DIRECT_URL: testDatabase.directUrl } : {}),
    ...(options.logStream ? { LOG_LEVEL: 'info' } : {}),
    ...options.env,
  });
  const connected = connectConfiguredDatabase(config);
  const database = options.wrapWrites
    ? { ...connected, writeTransaction: options.wrapWrites(connected.writeTransaction) }
    : connected;
  const clock = testClock(options.now ?? '2026-11-20T04:00:00.000Z');
  try {
    await migrateDatabase(database);
    const { app, services } = await buildApp({
      config,
      database,
      clock,
      logger: options.logStream !== undefined,
      logStream: options.logStream,
      onRoute: options.onRoute,
      checkAnswers: true,
    });
    return {
      app,
      config,
      database,
      services,
      clock,
      async close() {
        await app.close();
        await database.db.destroy();
        await testDatabase.drop();
      },
    };
  } catch (error) {
    await database.db.destroy();
    await testDatabase.drop();
    throw error;
  }
}

export interface SecondInstance {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Another app instance on the test app's database, with its own connection pool, as a second
 * process of a deployment would be (PostgreSQL: several instances share one schema).
 */
export async function createSecondInstance(t: TestApp): Promise<SecondInstance> {
  const database = connectConfiguredDatabase(t.config);
  const { app, services } = await buildApp({
    config: t.config,
    database,
    clock: t.clock,
    logger: false,
    checkAnswers: true,
  });
  return {
    app,
    services,
    database,
    async close() {
      await app.close();
      await database.db.destroy();
    },
  };
}
