import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, type TestDatabase, testConfig } from '../../test/test-app';
import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './connect';
import { MIGRATION_NAMES, migrateDatabase, migrateToLatest } from './migrate';

// Instances started together each migrate at start-up (main.ts, migrateDatabase): every one of
// them must come up, and every migration must run once, on a fresh database and on one a
// version behind. Through PgBouncer (scripts/test-pgbouncer.sh) they migrate over
// DATABASE_DIRECT_URL, as in production: the migrator's session lock cannot go through it.
describeEachDatabase('migrations run by several instances at once', (kind) => {
  let testDatabase: TestDatabase;
  let instances: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const instance of instances) await instance.db.destroy();
    instances = [];
    await testDatabase.drop();
  });

  const configOf = () =>
    testConfig({
      DATABASE_URL: testDatabase.url,
      ...(testDatabase.directUrl ? { DATABASE_DIRECT_URL: testDatabase.directUrl } : {}),
    });
  const connect = (config: Config) =>
    connectDatabase(config.databaseUrl, config.tablePrefix, { directUrl: config.databaseDirectUrl });

  async function startTogether(count: number) {
    const config = configOf();
    // SQLite is one file of one process: its instances share it by opening it once.
    const shared = kind === 'sqlite' ? connect(config) : undefined;
    instances = Array.from({ length: kind === 'sqlite' ? 1 : count }, () => shared ?? connect(config));
    const runs = Array.from({ length: count }, (_, i) =>
      migrateDatabase(instances[i] ?? (instances[0] as DatabaseHandle)),
    );
    return { config, outcomes: await Promise.allSettled(runs) };
  }

  async function migrationsRecorded(prefix: string): Promise<string[]> {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(`${prefix}migration`)} order by name`.execute(
      (instances[0] as DatabaseHandle).db,
    );
    return rows.map((row) => row.name);
  }

  it('all succeed on a fresh database, and each migration is recorded once', async () => {
    testDatabase = await createTestDatabase(kind);
    const { config, outcomes } = await startTogether(10);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
    expect(await migrationsRecorded(config.tablePrefix)).toEqual([...MIGRATION_NAMES].sort());
  });

  it('all succeed on a database a few migrations behind', async () => {
    testDatabase = await createTestDatabase(kind);
    const config = configOf();
    const older = connectDatabase(config.databaseDirectUrl ?? config.databaseUrl, config.tablePrefix);
    await migrateToLatest(older.db, config.tablePrefix, '0005_museum');
    await older.db.destroy();
    const { outcomes } = await startTogether(10);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
    expect(await migrationsRecorded(config.tablePrefix)).toEqual([...MIGRATION_NAMES].sort());
  });
});
