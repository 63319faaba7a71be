import { describe, expect, it } from 'vitest';
import { isClosedDay, isLastTuesdayOfMonth } from './closed-days';
import { datesBetween, weekdayOf } from './india-clock';

describe('closed days: the last Tuesday of every month', () => {
  it('in a month with four Tuesdays (November 2026: 3, 10, 17, 24)', () => {
    expect(isClosedDay('2026-11-24')).toBe(true);
    expect(isClosedDay('2026-11-17')).toBe(false);
    expect(isClosedDay('2026-11-23')).toBe(false);
    expect(isClosedDay('2026-11-25')).toBe(false);
    expect(isClosedDay('2026-11-30')).toBe(false);
  });

  it('in a month with five Tuesdays, the last on the last day (March 2026: 3 … 31)', () => {
    expect(isClosedDay('2026-03-31')).toBe(true);
    expect(isClosedDay('2026-03-24')).toBe(false);
    expect(isClosedDay('2026-04-01')).toBe(false);
  });

  it('in a month starting on a Tuesday (December 2026: 1, 8, 15, 22, 29)', () => {
    expect(isClosedDay('2026-12-01')).toBe(false);
    expect(isClosedDay('2026-12-22')).toBe(false);
    expect(isClosedDay('2026-12-29')).toBe(true);
  });

  it('in February, leap year or not', () => {
    expect(isClosedDay('2028-02-29')).toBe(true);
    expect(isClosedDay('2028-02-22')).toBe(false);
    expect(isClosedDay('2027-02-23')).toBe(true);
  });

  it('closes exactly one Tuesday in the last week of each month, for three years', () => {
    const closed = datesBetween('2026-01-01', '2028-12-31').filter(isClosedDay);
    expect(closed).toHaveLength(36);
    const months = new Set(closed.map((date) => date.slice(0, 7)));
    expect(months.size).toBe(36);
    for (const date of closed) {
      expect(weekdayOf(date)).toBe(2);
      expect(Number(date.slice(8))).toBeGreaterThanOrEqual(22);
      expect(isLastTuesdayOfMonth(date)).toBe(true);
    }
  });
});
