import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { splitBookings } from './split-bookings';

const booking = (id: string, date: string, time: string): BookingSummary => ({
  id,
  slotId: `slot-${id}`,
  date,
  slotLabel: time,
  startsAt: `${date}T${time}:00.000Z`,
  bookedAt: '2026-01-01T00:00:00.000Z',
  people: 2,
  status: 1,
});

describe('upcoming and past bookings', () => {
  it("keeps today's visits upcoming, soonest first, and earlier ones past, newest first", () => {
    // 2026-11-23 20:00 UTC is 24 November 01:30 in India.
    const now = new Date('2026-11-23T20:00:00.000Z');
    const { upcoming, past } = splitBookings(
      [
        booking('A', '2026-11-20', '04:00'),
        booking('B', '2026-11-30', '04:00'),
        booking('C', '2026-11-24', '05:00'),
        booking('D', '2026-11-23', '04:00'),
        booking('E', '2026-11-22', '04:00'),
      ],
      now,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['C', 'B']);
    expect(past.map((b) => b.id)).toEqual(['D', 'E', 'A']);
  });
});
