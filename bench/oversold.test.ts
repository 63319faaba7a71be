import { afterEach, expect, it } from 'vitest';
import { BOOKING_STATUS } from '../src/shared/rules/booking-status';
import { insertBooking, insertSlot, somePeople } from '../src/test/factories';
import { signIn } from '../src/test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../src/test/test-app';
import { type SlotSeats, seatProblems, seatsOfDay } from './oversold';

const slot = (seats: Partial<SlotSeats>): SlotSeats => ({
  id: '2026-12-01T09:30',
  capacity: 10,
  booked: 4,
  livePeople: 4,
  liveBookings: 2,
  ...seats,
});

it('finds nothing wrong with a day sold exactly', () => {
  expect(seatProblems([slot({}), slot({ id: '2026-12-01T10:00', booked: 10, livePeople: 10 })], 4)).toEqual(
    [],
  );
});

it('names a slot booked past its capacity, a count its bookings do not hold, and lost bookings', () => {
  expect(seatProblems([slot({ booked: 11, livePeople: 11 })], 2)).toEqual([
    '2026-12-01T09:30: 11 booked of 10 seats (oversold)',
  ]);
  expect(seatProblems([slot({ booked: 5 })], 2)).toEqual([
    '2026-12-01T09:30: 5 booked, but its live bookings hold 4 people',
  ]);
  expect(seatProblems([slot({})], 3)).toEqual(['2 live bookings in the database, 3 confirmed by the API']);
});

describeEachDatabase('the festival’s seat check', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('reads each slot’s count and the people of its live bookings only', async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const { user } = await signIn(t, 'visitor@example.org');
    const first = await insertSlot(db, { date: '2026-12-01', time: '09:30', capacity: 10 });
    const second = await insertSlot(db, { date: '2026-12-01', time: '10:00', capacity: 10 });
    await insertSlot(db, { date: '2026-12-02', time: '09:30', capacity: 10 });
    const book = (on: typeof first, people: number, status: number = BOOKING_STATUS.booked) =>
      insertBooking(db, { slot: on, userId: user.id, people: somePeople(people), status });
    await book(first, 3);
    await book(first, 2, BOOKING_STATUS.cancelled);
    await book(first, 1, BOOKING_STATUS.checkedIn);
    await book(second, 4, BOOKING_STATUS.refused);

    const seats = await seatsOfDay(db, '2026-12-01');
    expect(seats).toEqual([
      { id: first.id, capacity: 10, booked: 4, livePeople: 4, liveBookings: 2 },
      { id: second.id, capacity: 10, booked: 0, livePeople: 0, liveBookings: 0 },
    ]);
    expect(seatProblems(seats, 2)).toEqual([]);
  });
});
