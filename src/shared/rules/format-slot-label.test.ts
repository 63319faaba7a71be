import { describe, expect, it } from 'vitest';
import { formatSlotLabel } from './format-slot-label';

describe('formatSlotLabel', () => {
  /** The span from one India wall-clock time to another, as Intl writes it in a locale. */
  const span = (locale: string, from: [number, number], to: [number, number]) =>
    new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
      timeZone: 'UTC',
    }).formatRange(Date.UTC(1970, 0, 1, ...from), Date.UTC(1970, 0, 1, ...to));

  it('writes the times as Intl does in another language, the noon hour included', () => {
    expect(formatSlotLabel('09:30 AM - 10:00 AM', 'hi-IN')).toBe(span('hi-IN', [9, 30], [10, 0]));
    expect(formatSlotLabel('11:30 AM - 12:00 PM', 'ta-IN')).toBe(span('ta-IN', [11, 30], [12, 0]));
    expect(formatSlotLabel('12:30 PM - 01:00 PM', 'kn-IN')).toBe(span('kn-IN', [12, 30], [13, 0]));
    expect(formatSlotLabel('04:30 PM - 05:00 PM', 'te-IN')).toBe(span('te-IN', [16, 30], [17, 0]));
    // In the language's words for the part of the day, not AM and PM.
    expect(formatSlotLabel('09:30 AM - 10:00 AM', 'hi-IN')).toMatch(/^सुबह 9:30/);
    for (const locale of ['hi-IN', 'kn-IN', 'te-IN', 'ta-IN'])
      expect(formatSlotLabel('04:30 PM - 05:00 PM', locale)).not.toMatch(/AM|PM/);
  });

  it('leaves a label of another shape as it is', () => {
    expect(formatSlotLabel('Morning', 'hi-IN')).toBe('Morning');
  });
});
