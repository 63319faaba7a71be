import { afterEach, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
  testConfig,
} from '../../../test/test-app';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';

describeEachDatabase('migration 0003', (kind) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  afterEach(async () => {
    await database.db.destroy();
    await testDatabase.drop();
  });

  it('gives existing slots the end of their label on their India date, and leaves them open', async () => {
    testDatabase = await createTestDatabase(kind);
    const config = testConfig({ DATABASE_URL: testDatabase.url });
    database = connectDatabase(config.databaseUrl, config.tablePrefix);
    await migrateToLatest(database.db, config.tablePrefix, '0002_accounts');
    // Written as migration 0001 knew slots: no end, no closed flag.
    const before = [
      { id: '2026-11-22T09:30', label: '09:30 AM - 10:00 AM', starts_at: '2026-11-22T04:00:00.000Z' },
      { id: '2026-11-22T12:00', label: '12:00 PM - 12:45 PM', starts_at: '2026-11-22T06:30:00.000Z' },
      { id: '2026-11-22T23:30', label: '11:30 PM - 12:00 AM', starts_at: '2026-11-22T18:00:00.000Z' },
    ];
    const db = database.db.withoutPlugins();
    await db
      .insertInto(`${config.tablePrefix}slots` as 'slots')
      .values(before.map((slot) => ({ ...slot, date: '2026-11-22', capacity: 50 })) as never)
      .execute();

    await migrateToLatest(database.db, config.tablePrefix);

    const slots = await database.db
      .selectFrom('slots')
      .select(['id', 'ends_at', 'closed'])
      .orderBy('id')
      .execute();
    expect(slots).toEqual([
      { id: '2026-11-22T09:30', ends_at: '2026-11-22T04:30:00.000Z', closed: 0 },
      { id: '2026-11-22T12:00', ends_at: '2026-11-22T07:15:00.000Z', closed: 0 },
      // Midnight ends the day: the next day's 00:00 in India.
      { id: '2026-11-22T23:30', ends_at: '2026-11-22T18:30:00.000Z', closed: 0 },
    ]);
  });
});
