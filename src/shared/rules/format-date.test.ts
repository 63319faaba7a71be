import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes weekday, day, month and year', () => {
    expect(formatLongDate('2026-11-22')).toBe('Sunday, 22 November 2026');
    expect(formatLongDate('2024-02-29')).toBe('Thursday, 29 February 2024');
    expect(formatLongDate('2027-01-01')).toBe('Friday, 1 January 2027');
  });
});
