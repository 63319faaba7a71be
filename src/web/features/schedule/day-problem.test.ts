import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleDay } from '../../../shared/rules/weekly-schedule';
import { loadStaffTexts } from '../../lib/staff-texts';
import { dayProblem } from './day-problem';

beforeAll(() => loadStaffTexts('en'));

const day = (change: Partial<ScheduleDay> = {}): ScheduleDay => ({
  weekday: 3,
  open: true,
  firstStart: '09:30',
  lastEntry: '15:30',
  slotMinutes: 30,
  capacity: 50,
  ...change,
});

describe('a weekday of the schedule form', () => {
  it('has no problem when its settings make sense; a closed day’s times may be in any order', () => {
    expect(dayProblem(day())).toBeNull();
    expect(dayProblem(day({ open: false, lastEntry: '08:00' }))).toBeNull();
  });

  it('checks a closed day’s numbers as the API does', () => {
    expect(dayProblem(day({ open: false, capacity: 0 }))?.field).toBe('capacity');
  });

  it('names the field and says what is wrong without the API field name', () => {
    expect(dayProblem(day({ capacity: 0 }))).toEqual({
      field: 'capacity',
      message: 'a slot has at least 1 seat',
    });
    expect(dayProblem(day({ capacity: 2.5 }))).toEqual({
      field: 'capacity',
      message: 'a slot has a whole number of seats',
    });
    expect(dayProblem(day({ slotMinutes: 3 }))).toEqual({
      field: 'slotMinutes',
      message: 'a slot lasts at least 5 minutes',
    });
    expect(dayProblem(day({ firstStart: '' }))).toEqual({
      field: 'firstStart',
      message: 'a time is written as HH:MM, 24-hour (e.g. 09:30)',
    });
    expect(dayProblem(day({ lastEntry: '08:00' }))).toEqual({
      field: 'lastEntry',
      message: 'the last entry is before the first slot starts',
    });
  });
});
