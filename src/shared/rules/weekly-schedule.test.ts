import { describe, expect, it } from 'vitest';
import {
  type ScheduleDay,
  scheduleDayProblem,
  skipReason,
  templateSlotsFor,
  weekFromConfig,
} from './weekly-schedule';

const day = (overrides: Partial<ScheduleDay> = {}): ScheduleDay => ({
  weekday: 1,
  open: true,
  firstStart: '09:30',
  lastEntry: '15:30',
  slotMinutes: 30,
  capacity: 50,
  ...overrides,
});

describe('the weekly template', () => {
  it('gives a day its slots from the first start to the last entry, both included', () => {
    const slots = templateSlotsFor('2026-12-07', day());
    expect(slots).toHaveLength(13);
    expect(slots[0]?.id).toBe('2026-12-07T09:30');
    expect(slots.at(-1)?.label).toBe('03:30 PM - 04:00 PM');
    expect(slots.every((slot) => slot.capacity === 50)).toBe(true);
  });

  it('steps by the slot length, never past the last entry', () => {
    const slots = templateSlotsFor(
      '2026-12-07',
      day({ firstStart: '10:00', lastEntry: '12:00', slotMinutes: 45 }),
    );
    expect(slots.map((slot) => slot.id.slice(11))).toEqual(['10:00', '10:45', '11:30']);
  });

  it('turns the config file schedule into a week of open days with the same slots', () => {
    const week = weekFromConfig({
      firstSlotStart: '09:30',
      closingTime: '17:00',
      entryClosesMinutesBeforeClosing: 60,
      slotMinutes: 30,
      slotCapacity: 50,
    });
    expect(week).toHaveLength(7);
    expect(week.every((entry) => entry.open && entry.lastEntry === '15:30')).toBe(true);
  });

  it('names a last entry before the first start, and one ending after midnight', () => {
    expect(scheduleDayProblem(day({ lastEntry: '09:00' }))).toMatch(/before the first slot/);
    expect(scheduleDayProblem(day({ lastEntry: '23:45', slotMinutes: 30 }))).toMatch(/midnight/);
    expect(scheduleDayProblem(day({ open: false, lastEntry: '09:00' }))).toBeNull();
  });

  it('skips last Tuesdays, closures and closed weekdays', () => {
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => day({ weekday, open: weekday !== 1 }));
    expect(skipReason('2026-12-29', week, new Set())).toBe('last_tuesday');
    expect(skipReason('2026-12-07', week, new Set())).toBe('closed_weekday');
    expect(skipReason('2026-12-08', week, new Set(['2026-12-08']))).toBe('closure');
    expect(skipReason('2026-12-08', week, new Set())).toBeNull();
  });
});
