import { describe, expect, it } from 'vitest';
import { formatLongDate, formatSlotLabel } from './format-date';

describe('formatLongDate', () => {
  it('writes weekday, day, month and year', () => {
    expect(formatLongDate('2026-11-22')).toBe('Sunday, 22 November 2026');
    expect(formatLongDate('2024-02-29')).toBe('Thursday, 29 February 2024');
    expect(formatLongDate('2027-01-01')).toBe('Friday, 1 January 2027');
  });
});

describe('formatSlotLabel', () => {
  /** The span from one India wall-clock time to another, as Intl writes it in a locale. */
  const span = (locale: string, from: [number, number], to: [number, number]) =>
    new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
      timeZone: 'UTC',
    }).formatRange(Date.UTC(1970, 0, 1, ...from), Date.UTC(1970, 0, 1, ...to));

  it("keeps the server's label in English, as the spec writes it", () => {
    expect(formatSlotLabel('09:30 AM - 10:00 AM', 'en')).toBe('09:30 AM - 10:00 AM');
  });

  it('writes the times as Intl does in another language, noon and midnight hours included', () => {
    expect(formatSlotLabel('09:30 AM - 10:00 AM', 'hi')).toBe(span('hi-IN', [9, 30], [10, 0]));
    expect(formatSlotLabel('11:30 AM - 12:00 PM', 'ta')).toBe(span('ta-IN', [11, 30], [12, 0]));
    expect(formatSlotLabel('12:30 PM - 01:00 PM', 'kn')).toBe(span('kn-IN', [12, 30], [13, 0]));
    expect(formatSlotLabel('04:30 PM - 05:00 PM', 'te')).toBe(span('te-IN', [16, 30], [17, 0]));
    // In the language's words for the part of the day, not AM and PM.
    expect(formatSlotLabel('09:30 AM - 10:00 AM', 'hi')).toMatch(/^सुबह 9:30/);
    for (const language of ['hi', 'kn', 'te', 'ta'] as const)
      expect(formatSlotLabel('04:30 PM - 05:00 PM', language)).not.toMatch(/AM|PM/);
  });

  it('leaves a label of another shape as it is', () => {
    expect(formatSlotLabel('Morning', 'hi')).toBe('Morning');
  });
});
