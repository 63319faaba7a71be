import { describe, expect, it } from 'vitest';
import { plannedSlotsFor, type SlotSchedule, twelveHourText } from './slot-schedule';

// The schedule of config/environments.json: open 09:30, close 17:00, entry closes an hour earlier.
const museum: SlotSchedule = {
  firstSlotStart: '09:30',
  closingTime: '17:00',
  entryClosesMinutesBeforeClosing: 60,
  slotMinutes: 30,
  slotCapacity: 50,
};

describe('plannedSlotsFor with the default schedule', () => {
  const slots = plannedSlotsFor('2026-11-22', museum);

  it('starts at 09:30 India time and ends with the slot starting at 15:30', () => {
    expect(slots).toHaveLength(13);
    expect(slots[0]).toEqual({
      id: '2026-11-22T09:30',
      date: '2026-11-22',
      label: '09:30 AM - 10:00 AM',
      startsAt: new Date('2026-11-22T04:00:00.000Z'),
      endsAt: new Date('2026-11-22T04:30:00.000Z'),
      capacity: 50,
    });
    expect(slots.at(-1)).toMatchObject({ id: '2026-11-22T15:30', label: '03:30 PM - 04:00 PM' });
    expect(slots.at(-1)?.startsAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('labels the slots around noon in the 12-hour style', () => {
    expect(slots.map((slot) => slot.label).slice(4, 8)).toEqual([
      '11:30 AM - 12:00 PM',
      '12:00 PM - 12:30 PM',
      '12:30 PM - 01:00 PM',
      '01:00 PM - 01:30 PM',
    ]);
  });

  it('plans no slot on a closed day (the last Tuesday)', () => {
    expect(plannedSlotsFor('2026-11-24', museum)).toEqual([]);
    expect(plannedSlotsFor('2026-11-17', museum)).toHaveLength(13);
  });
});

describe('plannedSlotsFor with other slot lengths and capacities', () => {
  it('60 minutes: the last slot still starts before entry closes at 16:00', () => {
    const slots = plannedSlotsFor('2026-11-22', { ...museum, slotMinutes: 60 });
    expect(slots.map((slot) => slot.id.slice(11))).toEqual([
      '09:30',
      '10:30',
      '11:30',
      '12:30',
      '13:30',
      '14:30',
      '15:30',
    ]);
    expect(slots.at(-1)?.label).toBe('03:30 PM - 04:30 PM');
  });

  it('45 minutes', () => {
    const slots = plannedSlotsFor('2026-11-22', { ...museum, slotMinutes: 45 });
    expect(slots).toHaveLength(9);
    expect(slots[1].label).toBe('10:15 AM - 11:00 AM');
    expect(slots.at(-1)?.label).toBe('03:30 PM - 04:15 PM');
  });

  it('20 minutes: no slot starts at 16:00 itself', () => {
    const slots = plannedSlotsFor('2026-11-22', { ...museum, slotMinutes: 20 });
    expect(slots).toHaveLength(20);
    expect(slots.at(-1)?.label).toBe('03:50 PM - 04:10 PM');
  });

  it('takes the capacity from the schedule', () => {
    const slots = plannedSlotsFor('2026-11-22', { ...museum, slotCapacity: 12 });
    expect(new Set(slots.map((slot) => slot.capacity))).toEqual(new Set([12]));
  });
});

describe('twelveHourText', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '09:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['13:30', '01:30 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (time, text) => {
    expect(twelveHourText(time)).toBe(text);
  });
});
