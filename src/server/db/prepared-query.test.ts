import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';
import { changedRows, preparedQuery } from './prepared-query';

let first: DatabaseHandle;
let second: DatabaseHandle;

beforeEach(async () => {
  first = connectDatabase('sqlite::memory:', 'one_');
  second = connectDatabase('sqlite::memory:', 'two_');
  await migrateToLatest(first.db, 'one_');
  await migrateToLatest(second.db, 'two_');
});
afterEach(async () => {
  await first.db.destroy();
  await second.db.destroy();
});

let builds = 0;
const seatsTaken = preparedQuery<{ slotId: string; seats: number }>()((db, value) => {
  builds += 1;
  return db
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '+', value('seats')) }))
    .where('id', '=', value('slotId'))
    .where('closed', '=', 0);
});

const bookedOf = async (database: DatabaseHandle, slotId: string) =>
  (await database.db.selectFrom('slots').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow())
    .booked;

it("runs with each call's values, on the database and in its transactions, built once per database", async () => {
  builds = 0;
  const a = await insertSlot(first.db, { date: '2026-12-01', time: '10:00' });
  const b = await insertSlot(first.db, { date: '2026-12-01', time: '11:00' });
  expect(changedRows(await seatsTaken(first.db, { slotId: a.id, seats: 2 }))).toBe(1);
  for (const seats of [3, 4]) {
    await first.writeTransaction((trx) => seatsTaken(trx, { slotId: b.id, seats }));
  }
  expect(changedRows(await seatsTaken(first.db, { slotId: 'no-such-slot', seats: 1 }))).toBe(0);
  expect(await bookedOf(first, a.id)).toBe(2);
  expect(await bookedOf(first, b.id)).toBe(7);
  expect(builds).toBe(1);
});

it("keeps each database's own table names", async () => {
  const slot = await insertSlot(second.db, { date: '2026-12-01', time: '10:00' });
  await seatsTaken(first.db, { slotId: 'anything', seats: 1 });
  expect(changedRows(await seatsTaken(second.db, { slotId: slot.id, seats: 5 }))).toBe(1);
  expect(await bookedOf(second, slot.id)).toBe(5);
});
