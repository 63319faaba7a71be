import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '../../../../shared/rules/booking-status';
import type { Roster } from '../../../../shared/schemas/door-offline';
import { findInRoster, mergeRoster, type QueuedStep, rosterFor, searchRoster } from './kept-roster';
import { kept, rosterBooking, slots } from './roster.test-helpers';

function answer(patch: Partial<Roster>): Roster {
  return {
    date: '2026-11-22',
    slots,
    bookings: [],
    removed: [],
    syncedAt: '2026-11-22T04:00:00.000Z',
    complete: false,
    ...patch,
  };
}

const step = (bookingId: string, from: number, to: number, at: string): QueuedStep => ({
  nonce: `nonce-${bookingId}-${to}`,
  bookingId,
  from,
  to,
  at,
  userId: 'u1',
});

describe('the kept roster', () => {
  it('takes a complete answer as the whole day, and only the changes from one since', () => {
    const day = kept([rosterBooking('a'), rosterBooking('b'), rosterBooking('c')]);
    const whole = mergeRoster(day, answer({ complete: true, bookings: [rosterBooking('z')] }), 'u1');
    expect(whole.bookings.map((booking) => booking.id)).toEqual(['z']);

    const changed = mergeRoster(
      day,
      answer({ bookings: [rosterBooking('b', { status: BOOKING_STATUS.checkedIn })], removed: ['c'] }),
      'u1',
    );
    expect(changed.bookings.map((booking) => [booking.id, booking.status])).toEqual([
      ['a', BOOKING_STATUS.booked],
      ['b', BOOKING_STATUS.checkedIn],
    ]);
    expect(changed.syncedAt).toBe('2026-11-22T04:00:00.000Z');
  });

  it('is no one else’s and no other day’s: another user or date starts afresh', () => {
    const day = kept([rosterBooking('a')]);
    expect(mergeRoster(day, answer({ bookings: [rosterBooking('b')] }), 'u2').bookings).toHaveLength(1);
    expect(mergeRoster(day, answer({ date: '2026-11-23', bookings: [] }), 'u1').bookings).toEqual([]);
    expect(rosterFor(day, 'u2', '2026-11-22')).toBeNull();
    expect(rosterFor(day, 'u1', '2026-11-23')).toBeNull();
    expect(rosterFor(day, 'u1', '2026-11-22')).toBe(day);
  });

  it('shows the steps waiting to upload on top of what the server last said', () => {
    const day = kept([rosterBooking('a')]);
    const queue = [
      step('a', BOOKING_STATUS.booked, BOOKING_STATUS.checkedIn, '2026-11-22T04:31:00.000Z'),
      step('a', BOOKING_STATUS.checkedIn, BOOKING_STATUS.checkedOut, '2026-11-22T04:40:00.000Z'),
    ];
    expect(findInRoster(day, 'a', queue)).toMatchObject({
      status: BOOKING_STATUS.checkedOut,
      statusChangedAt: '2026-11-22T04:40:00.000Z',
    });
    expect(findInRoster(day, 'missing', queue)).toBeUndefined();
  });

  it('finds parties by part of a name or by the last digits of a mobile, earliest slot first', () => {
    const day = kept([
      rosterBooking('late', { names: ['Ravi Kumar', 'Lakshmi Devi'], mobileLast4: '1111' }),
      rosterBooking('early', { slotId: 's09', names: ['Lakshmi Rao'], mobileLast4: '6780' }),
      rosterBooking('walk', { walkIn: true, names: ['Meena'], mobileLast4: null }),
    ]);
    expect(searchRoster(day, 'lakshmi', []).map((booking) => booking.id)).toEqual(['early', 'late']);
    expect(searchRoster(day, 'MEENA', []).map((booking) => booking.id)).toEqual(['walk']);
    expect(searchRoster(day, '+91 91234 56780', []).map((booking) => booking.id)).toEqual(['early']);
    expect(searchRoster(day, '6780', []).map((booking) => booking.id)).toEqual(['early']);
    // Too few digits to tell anyone apart, as on the server.
    expect(searchRoster(day, '780', [])).toEqual([]);
  });
});
