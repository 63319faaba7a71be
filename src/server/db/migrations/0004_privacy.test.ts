import { afterEach, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
  testConfig,
} from '../../../test/test-app';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';

describeEachDatabase('migration 0004', (kind) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  afterEach(async () => {
    await database.db.destroy();
    await testDatabase.drop();
  });

  it('keeps every booking, person and event, gives each person their age on the visit date, and lets personal data be erased', async () => {
    testDatabase = await createTestDatabase(kind);
    const config = testConfig({ DATABASE_URL: testDatabase.url });
    const prefix = config.tablePrefix;
    database = connectDatabase(config.databaseUrl, prefix);
    await migrateToLatest(database.db, prefix, '0003_door');
    // Written as migration 0003 knew them: no age, every column required.
    const raw = database.db.withoutPlugins();
    const table = (name: string) => `${prefix}${name}` as 'slots';
    await raw
      .insertInto(table('slots'))
      .values({
        id: '2026-11-22T09:30',
        date: '2026-11-22',
        label: '09:30 AM - 10:00 AM',
        starts_at: '2026-11-22T04:00:00.000Z',
        ends_at: '2026-11-22T04:30:00.000Z',
        capacity: 50,
        booked: 2,
      } as never)
      .execute();
    await raw
      .insertInto(table('bookings'))
      .values({
        id: 'b1',
        user_id: 'u1',
        slot_id: '2026-11-22T09:30',
        date: '2026-11-22',
        slot_label: '09:30 AM - 10:00 AM',
        people: 2,
        mobile: '+919876543210',
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
      } as never)
      .execute();
    const person = { booking_id: 'b1', gender: 'F', nationality: 'IN' };
    await raw
      .insertInto(table('booking_people'))
      .values([
        // 13 on the visit's date (a birthday two days before it) though 12 when booked.
        { ...person, position: 0, name: 'Asha', dob: '2013-11-20', document_number: '123456789012' },
        { ...person, position: 1, name: 'Ravi', dob: '1980-11-23', document_number: 'AB12345' },
      ] as never)
      .execute();
    await raw
      .insertInto(table('booking_events'))
      .values({
        id: 'e1',
        booking_id: 'b1',
        from_status: null,
        to_status: 0,
        at: '2026-11-01T00:00:00.000Z',
      } as never)
      .execute();

    await migrateToLatest(database.db, prefix);

    const db = database.db;
    const people = await db
      .selectFrom('booking_people')
      .select(['position', 'name', 'dob', 'document_number', 'age_at_visit'])
      .orderBy('position')
      .execute();
    expect(people).toEqual([
      { position: 0, name: 'Asha', dob: '2013-11-20', document_number: '123456789012', age_at_visit: 13 },
      // 46 the day after the visit: still 45 on it.
      { position: 1, name: 'Ravi', dob: '1980-11-23', document_number: 'AB12345', age_at_visit: 45 },
    ]);
    expect(await db.selectFrom('bookings').select(['id', 'mobile', 'people']).execute()).toEqual([
      { id: 'b1', mobile: '+919876543210', people: 2 },
    ]);
    expect(await db.selectFrom('booking_events').select('id').execute()).toEqual([{ id: 'e1' }]);

    await db.updateTable('booking_people').set({ dob: null, document_number: null }).execute();
    await db.updateTable('bookings').set({ mobile: null }).execute();
    expect(
      await db.selectFrom('booking_people').select(['dob', 'document_number', 'age_at_visit']).execute(),
    ).toEqual([
      { dob: null, document_number: null, age_at_visit: 13 },
      { dob: null, document_number: null, age_at_visit: 45 },
    ]);
    // The people still belong to their booking: deleting it takes them along.
    await db.deleteFrom('booking_events').execute();
    await db.deleteFrom('bookings').execute();
    expect(await db.selectFrom('booking_people').select('name').execute()).toEqual([]);
  });
});
