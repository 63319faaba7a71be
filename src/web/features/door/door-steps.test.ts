import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '../../../shared/rules/booking-status';
import type { DoorBooking } from '../../../shared/schemas/door';
import { doorChoices } from './door-steps';

const staff = { id: 'u1', email: 'door@example.org', displayName: null };
const base: DoorBooking = {
  id: 'Ab3dEf6hIj9kLm2nOp5qRs',
  slotId: '2026-11-22T10:00',
  date: '2026-11-22',
  slotLabel: '10:00 AM - 10:30 AM',
  startsAt: '2026-11-22T04:30:00.000Z',
  endsAt: '2026-11-22T05:00:00.000Z',
  entryOpensAt: '2026-11-22T04:00:00.000Z',
  mobile: '+919876543210',
  status: BOOKING_STATUS.booked,
  bookedAt: '2026-11-01T10:00:00.000Z',
  viewerIsOwner: false,
  detailsVisible: true,
  walkIn: false,
  partySize: 0,
  admitted: null,
  walkInNames: [],
  people: [],
  verdict: 'valid',
  events: [{ from: null, to: 0, at: '2026-11-01T10:00:00.000Z', by: staff, reason: null, forced: false }],
};
const at = (iso: string) => new Date(iso);

describe('doorChoices', () => {
  it('offers validate and refuse for a valid booked ticket, and no undo of the booking itself', () => {
    const choices = doorChoices(base, at('2026-11-22T04:20:00.000Z'));
    expect(choices).toEqual({
      next: { step: 'validate', to: BOOKING_STATUS.validated },
      main: 'next',
      admitAnyway: false,
      refuse: true,
      undo: null,
    });
  });

  it('makes refusing the main action on a red verdict, admitting anyway only a secondary one', () => {
    for (const verdict of ['too_late', 'wrong_day'] as const) {
      const choices = doorChoices({ ...base, verdict }, at('2026-11-22T04:20:00.000Z'));
      expect(choices.main).toBe('refuse');
      expect(choices.admitAnyway).toBe(true);
    }
  });

  it('makes nothing the main action when the party is too early: they may come back', () => {
    const choices = doorChoices({ ...base, verdict: 'too_early' }, at('2026-11-22T03:50:00.000Z'));
    expect(choices.main).toBeNull();
    expect(choices.admitAnyway).toBe(true);
    expect(choices.refuse).toBe(true);
  });

  it('offers only admitting anyway (and refusing) outside the window', () => {
    for (const verdict of ['too_early', 'too_late', 'wrong_day'] as const) {
      const choices = doorChoices({ ...base, verdict }, at('2026-11-22T04:20:00.000Z'));
      expect(choices.next).toBeNull();
      expect(choices.admitAnyway).toBe(true);
      expect(choices.refuse).toBe(true);
    }
  });

  it('offers check out to a party inside, and undo of the check-in for 10 minutes', () => {
    const inside: DoorBooking = {
      ...base,
      status: BOOKING_STATUS.checkedIn,
      verdict: 'already_inside',
      events: [
        ...base.events,
        { from: 0, to: 3, at: '2026-11-22T04:35:00.000Z', by: staff, reason: null, forced: false },
      ],
    };
    const soon = doorChoices(inside, at('2026-11-22T04:44:59.000Z'));
    expect(soon.next).toEqual({ step: 'check_out', to: BOOKING_STATUS.checkedOut });
    expect(soon.refuse).toBe(false);
    expect(soon.undo).toEqual({ to: BOOKING_STATUS.validated, until: at('2026-11-22T04:45:00.000Z') });
    expect(doorChoices(inside, at('2026-11-22T04:45:00.000Z')).undo).toBeNull();
  });

  it('offers no undo of an undo', () => {
    const undone: DoorBooking = {
      ...base,
      status: BOOKING_STATUS.checkedIn,
      verdict: 'already_inside',
      events: [
        ...base.events,
        { from: 3, to: 4, at: '2026-11-22T04:50:00.000Z', by: staff, reason: null, forced: false },
        { from: 4, to: 3, at: '2026-11-22T04:51:00.000Z', by: staff, reason: null, forced: false },
      ],
    };
    expect(doorChoices(undone, at('2026-11-22T04:52:00.000Z')).undo).toBeNull();
  });

  it('offers nothing for a cancelled booking', () => {
    const cancelled: DoorBooking = {
      ...base,
      status: BOOKING_STATUS.cancelled,
      verdict: 'cancelled',
      events: [
        ...base.events,
        { from: 0, to: -1, at: '2026-11-22T04:35:00.000Z', by: staff, reason: null, forced: false },
      ],
    };
    expect(doorChoices(cancelled, at('2026-11-22T04:36:00.000Z'))).toEqual({
      next: null,
      main: null,
      admitAnyway: false,
      refuse: false,
      undo: null,
    });
  });

  it('offers undo of a refusal back to booked', () => {
    const refused: DoorBooking = {
      ...base,
      status: BOOKING_STATUS.refused,
      verdict: 'refused',
      events: [
        ...base.events,
        { from: 0, to: 2, at: '2026-11-22T04:35:00.000Z', by: staff, reason: 'No ID', forced: false },
      ],
    };
    expect(doorChoices(refused, at('2026-11-22T04:36:00.000Z')).undo?.to).toBe(BOOKING_STATUS.booked);
  });
});
