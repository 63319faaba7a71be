import { describe, expect, it } from 'vitest';
import { earliestBookableStart, isBookable, type SlotAvailability } from './bookable';
import { indiaInstant } from './india-clock';

const LOOKAHEAD = 30;

function slot(date: string, time: string, booked = 0, capacity = 50): SlotAvailability {
  return { date, startsAt: indiaInstant(date, time), capacity, booked };
}

describe('the same-day lookahead', () => {
  // 10:00 in India on 2026-11-20.
  const now = new Date('2026-11-20T04:30:00.000Z');

  it('is 30 minutes from now', () => {
    expect(earliestBookableStart(now, LOOKAHEAD).toISOString()).toBe('2026-11-20T05:00:00.000Z');
  });

  it('offers a slot starting exactly 30 minutes from now', () => {
    expect(isBookable(slot('2026-11-20', '10:30'), now, LOOKAHEAD)).toBe(true);
  });

  it('no longer offers it one millisecond later', () => {
    expect(isBookable(slot('2026-11-20', '10:30'), new Date(now.getTime() + 1), LOOKAHEAD)).toBe(false);
  });

  it('does not offer a slot that has started or starts sooner', () => {
    expect(isBookable(slot('2026-11-20', '10:00'), now, LOOKAHEAD)).toBe(false);
    expect(isBookable(slot('2026-11-20', '09:30'), now, LOOKAHEAD)).toBe(false);
  });

  it('uses the configured lookahead', () => {
    expect(isBookable(slot('2026-11-20', '10:30'), now, 31)).toBe(false);
    expect(isBookable(slot('2026-11-20', '10:00'), now, 0)).toBe(true);
  });
});

describe('seats', () => {
  const now = new Date('2026-11-20T04:30:00.000Z');

  it('offers a slot with one seat left and not a full one', () => {
    expect(isBookable(slot('2026-11-21', '09:30', 49), now, LOOKAHEAD)).toBe(true);
    expect(isBookable(slot('2026-11-21', '09:30', 50), now, LOOKAHEAD)).toBe(false);
  });
});

describe('India time decides "today"', () => {
  it('offers the first slot of the India day that began while it was still yesterday in UTC', () => {
    // 00:30 on 2026-11-21 in India, 19:00 on 2026-11-20 in UTC (and 14:00 in New York).
    const now = new Date('2026-11-20T19:00:00.000Z');
    expect(isBookable(slot('2026-11-21', '09:30'), now, LOOKAHEAD)).toBe(true);
    expect(isBookable(slot('2026-11-20', '15:30'), now, LOOKAHEAD)).toBe(false);
  });

  it('offers nothing more of an India day in its last minute', () => {
    const now = new Date('2026-11-20T18:29:59.999Z'); // 23:59:59.999 in India
    expect(isBookable(slot('2026-11-20', '15:30'), now, LOOKAHEAD)).toBe(false);
    expect(isBookable(slot('2026-11-21', '09:30'), now, LOOKAHEAD)).toBe(true);
  });

  it('offers the 09:30 slot at 09:00 India time and not at 09:00:00.001', () => {
    const nine = new Date('2026-11-21T03:30:00.000Z');
    expect(isBookable(slot('2026-11-21', '09:30'), nine, LOOKAHEAD)).toBe(true);
    expect(isBookable(slot('2026-11-21', '09:30'), new Date(nine.getTime() + 1), LOOKAHEAD)).toBe(false);
  });
});

describe('closed days', () => {
  it('never offers a slot on the last Tuesday of the month, free seats or not', () => {
    const now = new Date('2026-11-20T04:30:00.000Z');
    expect(isBookable(slot('2026-11-24', '09:30'), now, LOOKAHEAD)).toBe(false);
    expect(isBookable(slot('2026-11-25', '09:30'), now, LOOKAHEAD)).toBe(true);
  });
});
