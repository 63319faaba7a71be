import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, type TestDatabase, testConfig } from '../../test/test-app';
import { connectDatabase, type DatabaseHandle } from './connect';
import { MIGRATION_NAMES, migrateToLatest } from './migrate';

// Instances started together each migrate at start-up (main.ts): every one of them must come
// up, and every migration must run once, on a fresh database and on one a version behind.
describeEachDatabase('migrations run by several instances at once', (kind) => {
  let testDatabase: TestDatabase;
  let instances: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const instance of instances) await instance.db.destroy();
    instances = [];
    await testDatabase.drop();
  });

  async function startTogether(count: number) {
    const config = testConfig({ DATABASE_URL: testDatabase.url });
    // SQLite is one file of one process: its instances share it by opening it once.
    const shared = kind === 'sqlite' ? connectDatabase(config.databaseUrl, config.tablePrefix) : undefined;
    instances = Array.from(
      { length: kind === 'sqlite' ? 1 : count },
      () => shared ?? connectDatabase(config.databaseUrl, config.tablePrefix),
    );
    const runs = Array.from({ length: count }, (_, i) =>
      migrateToLatest((instances[i] ?? (instances[0] as DatabaseHandle)).db, config.tablePrefix),
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
    const config = testConfig({ DATABASE_URL: testDatabase.url });
    const older = connectDatabase(config.databaseUrl, config.tablePrefix);
    await migrateToLatest(older.db, config.tablePrefix, '0005_museum');
    await older.db.destroy();
    const { outcomes } = await startTogether(10);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
    expect(await migrationsRecorded(config.tablePrefix)).toEqual([...MIGRATION_NAMES].sort());
  });
});
