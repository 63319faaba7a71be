import { describe, expect, it } from 'vitest';
import { indiaInstant } from './india-clock';
import { type ExistingSlot, newSlotsOfDay, notAddedText } from './new-slots';
import type { PlannedSlot } from './slot-schedule';
import { type ScheduleDay, templateSlotsFor } from './weekly-schedule';

const DATE = '2026-12-05';

const week = (overrides: Partial<ScheduleDay> = {}): PlannedSlot[] =>
  templateSlotsFor(DATE, {
    weekday: 6,
    open: true,
    firstStart: '09:30',
    lastEntry: '15:30',
    slotMinutes: 30,
    capacity: 50,
    ...overrides,
  });

/** A slot the day has, from `HH:MM` for `minutes`. */
function existing(time: string, minutes = 30): ExistingSlot {
  const startsAt = indiaInstant(DATE, time);
  return { id: `${DATE}T${time}`, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}

const starts = (slots: PlannedSlot[]) => slots.map((slot) => slot.id.slice(11));

describe('the new slots a day gets from the template', () => {
  it('gives a day without slots every slot of the template', () => {
    const { add, overlapping } = newSlotsOfDay(week(), []);
    expect(add).toHaveLength(13);
    expect(overlapping).toEqual([]);
  });

  it('adds nothing again to a day that has every slot of the template', () => {
    const day = week().map((slot) => ({ id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt }));
    expect(newSlotsOfDay(week(), day)).toEqual({ add: [], overlapping: [] });
  });

  it('puts no 45-minute slot between 30-minute ones: the four that do not start with one are left out', () => {
    const day = week().map((slot) => existing(slot.id.slice(11)));
    const { add, overlapping } = newSlotsOfDay(week({ slotMinutes: 45 }), day);
    expect(add).toEqual([]);
    expect(starts(overlapping)).toEqual(['10:15', '11:45', '13:15', '14:45']);
  });

  it('counts a slot with the same start as existing even when its length changed', () => {
    const { add, overlapping } = newSlotsOfDay(week({ slotMinutes: 60, lastEntry: '09:30' }), [
      existing('09:30', 30),
    ]);
    expect(add).toEqual([]);
    expect(overlapping).toEqual([]);
  });

  it('adds the template slots that overlap none of the day and leaves out those that do', () => {
    const { add, overlapping } = newSlotsOfDay(week({ slotMinutes: 45 }), [
      existing('09:30'),
      existing('10:00'),
    ]);
    expect(starts(overlapping)).toEqual(['10:15']);
    expect(starts(add)).toEqual(['11:00', '11:45', '12:30', '13:15', '14:00', '14:45', '15:30']);
  });

  it('treats a slot that ends as another starts as not overlapping, on either side', () => {
    const planned = week({ firstStart: '10:00', lastEntry: '10:00' });
    expect(starts(newSlotsOfDay(planned, [existing('09:30')]).add)).toEqual(['10:00']);
    expect(starts(newSlotsOfDay(planned, [existing('10:30')]).add)).toEqual(['10:00']);
  });

  it('leaves out a slot by one minute of overlap, inside a longer one, or around a shorter one', () => {
    const planned = week({ firstStart: '10:00', lastEntry: '10:00' });
    expect(starts(newSlotsOfDay(planned, [existing('09:31')]).overlapping)).toEqual(['10:00']);
    expect(starts(newSlotsOfDay(planned, [existing('10:29')]).overlapping)).toEqual(['10:00']);
    expect(starts(newSlotsOfDay(planned, [existing('09:00', 120)]).overlapping)).toEqual(['10:00']);
    expect(starts(newSlotsOfDay(planned, [existing('10:10', 5)]).overlapping)).toEqual(['10:00']);
  });

  it('lets an earlier first start add the slots before the day’s first one', () => {
    const day = week().map((slot) => existing(slot.id.slice(11)));
    const { add, overlapping } = newSlotsOfDay(week({ firstStart: '08:00' }), day);
    expect(starts(add)).toEqual(['08:00', '08:30', '09:00']);
    expect(overlapping).toEqual([]);
  });
});

describe('why slots were not added, in words', () => {
  it('counts both sides, one or many', () => {
    expect(notAddedText(4, 13)).toBe("4 slots not added: they overlap the day's 13 existing slots");
    expect(notAddedText(1, 1)).toBe("1 slot not added: it overlaps the day's existing slot");
  });
});
