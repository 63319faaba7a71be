import { beforeAll, describe, expect, it } from 'vitest';
import { loadStaffTexts } from '../../lib/staff-texts';
import { actionName, changeLines, entryChangeLines } from './audit-change';

beforeAll(() => loadStaffTexts('en'));

describe('an audit entry in words', () => {
  it('pairs each field of before and after', () => {
    expect(
      changeLines({ email: 'a@example.org', role: 'staff' }, { email: 'a@example.org', role: 'admin' }),
    ).toEqual([
      { field: 'email', before: 'a@example.org', after: 'a@example.org' },
      { field: 'role', before: 'staff', after: 'admin' },
    ]);
  });

  it('shows only the after of something made, and only the before of something removed', () => {
    expect(changeLines(null, { file: 'visitors.csv', from: '2026-11-01' })).toEqual([
      { field: 'file', after: 'visitors.csv' },
      { field: 'from', after: '2026-11-01' },
    ]);
    expect(changeLines({ closed: true }, null)).toEqual([{ field: 'closed', before: 'yes' }]);
  });

  it('writes plain values and nothing for an empty entry', () => {
    expect(changeLines(0, 3)).toEqual([{ field: 'value', before: '0', after: '3' }]);
    expect(changeLines(null, null)).toEqual([]);
    expect(changeLines(null, { list: [1, 2] })).toEqual([{ field: 'list', after: '1, 2' }]);
    expect(changeLines(null, { nested: { a: 1 } })).toEqual([{ field: 'nested', after: '{"a":1}' }]);
  });

  it('names known actions and leaves others as recorded', () => {
    expect(actionName('export')).toBe('Export downloaded');
    expect(actionName('closure.add')).toBe('Day closed');
    expect(actionName('report.viewed')).toBe('report.viewed');
  });
});

describe('a weekly schedule change in words', () => {
  const day = (weekday: number, change: Record<string, unknown> = {}) => ({
    weekday,
    open: true,
    firstStart: '09:30',
    lastEntry: '17:00',
    slotMinutes: 30,
    capacity: 50,
    ...change,
  });
  const week = (changes: Record<number, Record<string, unknown>> = {}) => ({
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => day(weekday, changes[weekday])),
  });

  it('says only what changed, weekday by weekday, instead of the whole week twice', () => {
    expect(entryChangeLines('schedule.update', week(), week({ 6: { slotMinutes: 45 } }))).toEqual([
      { field: 'Saturday', text: 'slot length 30 → 45 minutes' },
    ]);
    expect(
      entryChangeLines(
        'schedule.update',
        week({ 2: { open: false } }),
        week({ 1: { firstStart: '10:00', capacity: 40 }, 2: { lastEntry: '16:00' } }),
      ),
    ).toEqual([
      { field: 'Monday', text: 'first slot 09:30 AM → 10:00 AM; capacity 50 → 40 seats' },
      { field: 'Tuesday', text: 'closed → open; last entry 05:00 PM → 04:00 PM' },
    ]);
    expect(entryChangeLines('schedule.update', week(), week({ 0: { open: false } }))).toEqual([
      { field: 'Sunday', text: 'open → closed' },
    ]);
    expect(entryChangeLines('schedule.update', week(), week())).toEqual([
      { field: 'Schedule', text: 'saved without changes' },
    ]);
  });

  it('lists the ids of a closure as text, and other actions field by field', () => {
    expect(entryChangeLines('closure.add', null, { reason: 'Rain', bookings: ['b1', 'b2'] })).toEqual([
      { field: 'reason', after: 'Rain' },
      { field: 'bookings', after: 'b1, b2' },
    ]);
  });

  it('names a door step by its step', () => {
    expect(actionName('booking.status', { status: 2, step: 'refuse' })).toBe('Door step: refused');
  });
});
