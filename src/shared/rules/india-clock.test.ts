import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, indiaDateOf, indiaInstant, isRealIsoDate, weekdayOf } from './india-clock';

describe('indiaDateOf', () => {
  it('changes date at India midnight, 18:30 UTC', () => {
    expect(indiaDateOf(new Date('2026-11-20T18:29:59.999Z'))).toBe('2026-11-20');
    expect(indiaDateOf(new Date('2026-11-20T18:30:00.000Z'))).toBe('2026-11-21');
  });

  it('is already the next India day while it is still the previous day in UTC', () => {
    expect(indiaDateOf(new Date('2026-11-20T23:59:59.999Z'))).toBe('2026-11-21');
    expect(indiaDateOf(new Date('2026-11-20T00:00:00.000Z'))).toBe('2026-11-20');
  });

  it('crosses into a new year and onto a leap day at India midnight', () => {
    expect(indiaDateOf(new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(indiaDateOf(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
    expect(indiaDateOf(new Date('2028-02-28T18:30:00.000Z'))).toBe('2028-02-29');
  });
});

describe('indiaInstant', () => {
  it('places India wall-clock times 5 h 30 min before the same UTC wall-clock time', () => {
    expect(indiaInstant('2026-11-22', '09:30').toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(indiaInstant('2026-11-22', '15:30').toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('puts India midnight on the previous UTC day', () => {
    expect(indiaInstant('2027-01-01', '00:00').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('round-trips with indiaDateOf at both ends of the India day', () => {
    expect(indiaDateOf(indiaInstant('2026-11-21', '00:00'))).toBe('2026-11-21');
    expect(indiaDateOf(new Date(indiaInstant('2026-11-21', '00:00').getTime() - 1))).toBe('2026-11-20');
  });
});

describe('isRealIsoDate', () => {
  it.each([
    '2026-11-21',
    '2026-12-31',
    '2026-01-01',
    '2028-02-29', // leap year
    '2000-02-29', // divisible by 400: leap
    '2026-04-30',
  ])('accepts %s', (text) => {
    expect(isRealIsoDate(text)).toBe(true);
  });

  it.each([
    '2027-02-29', // not a leap year
    '1900-02-29', // divisible by 100, not by 400: not a leap year
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-1-01',
    '21-11-2026',
    ' 2026-11-21',
    '2026-11-21T00:00',
    '2026/11/21',
    '',
  ])('refuses %j', (text) => {
    expect(isRealIsoDate(text)).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
  });

  it('lists every date of a range, both ends included', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesBetween('2026-11-21', '2026-11-21')).toEqual(['2026-11-21']);
    expect(datesBetween('2026-11-22', '2026-11-21')).toEqual([]);
  });

  it('ends at the last date of year 9999, where the next date no longer sorts as text', () => {
    expect(datesBetween('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
  });

  it('names the weekday of a calendar date, 0 = Sunday', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});
