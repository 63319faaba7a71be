import { describe, expect, it } from 'vitest';
import { holdsSeats, isCancellable, isFeedbackOpen, statusColour, statusName } from './booking-status';

describe('booking status', () => {
  it('names every status in words', () => {
    expect([-1, 0, 1, 2, 3, 4, 7].map(statusName)).toEqual([
      'cancelled',
      'booked',
      'validated',
      'refused',
      'checked in',
      'checked out',
      'status 7',
    ]);
  });

  it('frees seats only when cancelled or refused', () => {
    expect([-1, 0, 1, 2, 3, 4].map(holdsSeats)).toEqual([false, true, true, false, true, true]);
  });

  it('allows cancelling booked or validated bookings until the slot starts', () => {
    const startsAt = new Date('2026-11-21T04:00:00.000Z');
    const before = new Date('2026-11-21T03:59:59.999Z');
    expect(isCancellable(0, startsAt, before)).toBe(true);
    expect(isCancellable(1, startsAt, before)).toBe(true);
    expect(isCancellable(0, startsAt, startsAt)).toBe(false);
    for (const status of [-1, 2, 3, 4]) expect(isCancellable(status, startsAt, before)).toBe(false);
  });

  it('opens feedback from status 3', () => {
    expect([-1, 0, 1, 2, 3, 4].map(isFeedbackOpen)).toEqual([false, false, false, false, true, true]);
  });

  it('uses the spec colours', () => {
    expect([-1, 0, 1, 2, 3, 4].map(statusColour)).toEqual([
      'red',
      'blue',
      'green',
      'red',
      'green',
      'dark-green',
    ]);
  });
});
