import { describe, expect, it } from 'vitest';
import { formatIndiaDateTime, formatIndiaTime } from './format-india-time';

describe('India time for people', () => {
  it('writes a 12-hour clock with AM and PM, noon and midnight as 12', () => {
    expect(formatIndiaTime('2026-11-21T18:30:00.000Z')).toBe('12:00 AM'); // India midnight
    expect(formatIndiaTime('2026-11-22T06:30:00.000Z')).toBe('12:00 PM');
    expect(formatIndiaTime('2026-11-22T03:35:00.000Z')).toBe('09:05 AM');
    expect(formatIndiaTime('2026-11-22T18:29:00.000Z')).toBe('11:59 PM');
  });

  it('uses the India date, which is a day ahead of UTC from 18:30 UTC', () => {
    expect(formatIndiaDateTime('2026-11-21T18:29:00.000Z')).toBe('Saturday, 21 November 2026, 11:59 PM');
    expect(formatIndiaDateTime('2026-11-21T18:30:00.000Z')).toBe('Sunday, 22 November 2026, 12:00 AM');
  });

  it('writes the part of the day in words in another language, as Intl does', () => {
    const inHindi = new Intl.DateTimeFormat('hi-IN', {
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
      timeZone: 'UTC',
    }).format(Date.UTC(2026, 10, 22, 9, 5));
    expect(formatIndiaTime('2026-11-22T03:35:00.000Z', 'hi')).toBe(inHindi);
    expect(formatIndiaTime('2026-11-22T03:35:00.000Z', 'hi')).toMatch(/^सुबह 9:05$/);
    expect(formatIndiaTime('2026-11-22T13:35:00.000Z', 'ta')).not.toMatch(/AM|PM/);
  });
});
