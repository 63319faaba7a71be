import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from './booking-status';
import { type DoorBooking, doorStep, doorVerdict, needsEntryWindow, nextDoorStep, verdictTone } from './door';

// A 10:00–10:30 slot on 22 November 2026, India time (UTC+05:30).
const slot: DoorBooking = {
  status: BOOKING_STATUS.booked,
  date: '2026-11-22',
  startsAt: '2026-11-22T04:30:00.000Z',
  endsAt: '2026-11-22T05:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('doorVerdict', () => {
  it('is unknown without a booking', () => {
    expect(doorVerdict(null, at('2026-11-22T04:30:00.000Z'), 30)).toBe('unknown');
  });

  it('opens the window exactly the early minutes before the start', () => {
    expect(doorVerdict(slot, at('2026-11-22T03:59:59.999Z'), 30)).toBe('too_early');
    expect(doorVerdict(slot, at('2026-11-22T04:00:00.000Z'), 30)).toBe('valid');
  });

  it('closes the window at the slot end', () => {
    expect(doorVerdict(slot, at('2026-11-22T04:59:59.999Z'), 30)).toBe('valid');
    expect(doorVerdict(slot, at('2026-11-22T05:00:00.000Z'), 30)).toBe('too_late');
  });

  it('is wrong_day on another India date, even just past midnight in India', () => {
    // 18:30 UTC on the 22nd is 00:00 on the 23rd in India.
    expect(doorVerdict(slot, at('2026-11-22T18:30:00.000Z'), 30)).toBe('wrong_day');
    expect(doorVerdict(slot, at('2026-11-21T12:00:00.000Z'), 30)).toBe('wrong_day');
  });

  it('treats a validated booking like a booked one', () => {
    const validated = { ...slot, status: BOOKING_STATUS.validated };
    expect(doorVerdict(validated, at('2026-11-22T04:10:00.000Z'), 30)).toBe('valid');
  });

  it('names each closed status whatever the time', () => {
    const now = at('2026-11-22T04:10:00.000Z');
    expect(doorVerdict({ ...slot, status: BOOKING_STATUS.cancelled }, now, 30)).toBe('cancelled');
    expect(doorVerdict({ ...slot, status: BOOKING_STATUS.refused }, now, 30)).toBe('refused');
    expect(doorVerdict({ ...slot, status: BOOKING_STATUS.checkedIn }, now, 30)).toBe('already_inside');
    expect(doorVerdict({ ...slot, status: BOOKING_STATUS.checkedOut }, now, 30)).toBe('already_left');
  });
});

describe('verdictTone', () => {
  it('is green for valid, amber for inside or early, red otherwise', () => {
    expect(verdictTone('valid')).toBe('green');
    expect(verdictTone('already_inside')).toBe('amber');
    expect(verdictTone('too_early')).toBe('amber');
    for (const verdict of [
      'too_late',
      'wrong_day',
      'cancelled',
      'refused',
      'already_left',
      'unknown',
    ] as const) {
      expect(verdictTone(verdict)).toBe('red');
    }
  });
});

describe('doorStep', () => {
  it('allows exactly the steps of the door', () => {
    expect(doorStep(0, 1)).toBe('validate');
    expect(doorStep(0, 2)).toBe('refuse');
    expect(doorStep(1, 2)).toBe('refuse');
    expect(doorStep(0, 3)).toBe('check_in');
    expect(doorStep(1, 3)).toBe('check_in');
    expect(doorStep(3, 4)).toBe('check_out');
    expect(doorStep(3, 1)).toBe('undo');
    expect(doorStep(4, 3)).toBe('undo');
    expect(doorStep(2, 0)).toBe('undo');
  });

  it('refuses every other move', () => {
    for (const [from, to] of [
      [0, 4],
      [1, 0],
      [-1, 0],
      [-1, 3],
      [2, 3],
      [3, 0],
      [4, 1],
      [1, 1],
    ]) {
      expect(doorStep(from as number, to as number)).toBeNull();
    }
  });

  it('asks for the entry window only to let someone in', () => {
    expect(needsEntryWindow('validate')).toBe(true);
    expect(needsEntryWindow('check_in')).toBe(true);
    expect(needsEntryWindow('refuse')).toBe(false);
    expect(needsEntryWindow('check_out')).toBe(false);
    expect(needsEntryWindow('undo')).toBe(false);
  });

  it('offers one next step per status', () => {
    expect(nextDoorStep(0)).toEqual({ step: 'validate', to: 1 });
    expect(nextDoorStep(1)).toEqual({ step: 'check_in', to: 3 });
    expect(nextDoorStep(3)).toEqual({ step: 'check_out', to: 4 });
    expect(nextDoorStep(4)).toBeNull();
    expect(nextDoorStep(-1)).toBeNull();
    expect(nextDoorStep(2)).toBeNull();
  });
});
