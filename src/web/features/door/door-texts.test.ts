import { beforeAll, describe, expect, it } from 'vitest';
import type { DoorBooking } from '../../../shared/schemas/door';
import { HttpError } from '../../lib/api';
import { loadStaffTexts } from '../../lib/staff-texts';
import { DoorOfflineError } from './door-fetch';
import { conflictText, entryOpensText, lookupFailedText, stepDoneText, verdictText } from './door-texts';

beforeAll(() => loadStaffTexts('en'));

const desk = { id: 'u2', email: 'desk2@example.org', displayName: 'Meena' };
const base: DoorBooking = {
  id: 'Ab3dEf6hIj9kLm2nOp5qRs',
  slotId: '2026-11-22T10:00',
  date: '2026-11-22',
  slotLabel: '10:00 AM - 10:30 AM',
  startsAt: '2026-11-22T04:30:00.000Z',
  endsAt: '2026-11-22T05:00:00.000Z',
  entryOpensAt: '2026-11-22T04:00:00.000Z',
  mobile: '+919876543210',
  status: 0,
  bookedAt: '2026-11-01T10:00:00.000Z',
  viewerIsOwner: false,
  detailsVisible: true,
  walkIn: false,
  partySize: 0,
  admitted: null,
  walkInNames: [],
  people: [],
  verdict: 'valid',
  events: [],
};

describe('verdictText', () => {
  it('names the slot, the day or the end that explains the verdict, in India time', () => {
    expect(verdictText(base)).toBe('Valid — 10:00 AM slot');
    expect(verdictText({ ...base, verdict: 'too_late' })).toBe(
      'Too late — the 10:00 AM slot ended at 10:30 AM',
    );
    expect(verdictText({ ...base, verdict: 'wrong_day' })).toBe(
      'Wrong day — booked for Sunday, 22 November 2026, 10:00 AM slot',
    );
    expect(verdictText(null)).toBe('Unknown ticket — no booking has this code');
  });

  it('says who checked the documents of a validated booking, so a step taken elsewhere shows', () => {
    const validated: DoorBooking = {
      ...base,
      status: 1,
      events: [{ from: 0, to: 1, at: '2026-11-22T04:32:00.000Z', by: desk, reason: null, forced: false }],
    };
    expect(verdictText(validated, 'u1')).toBe(
      'Valid — 10:00 AM slot, documents checked by Meena at 10:02 AM',
    );
    expect(verdictText(validated, 'u2')).toBe('Valid — 10:00 AM slot, documents checked by you at 10:02 AM');
  });

  it('says since when a party is inside and who checked it in, "you" for this staff member', () => {
    const inside: DoorBooking = {
      ...base,
      status: 3,
      verdict: 'already_inside',
      events: [{ from: 0, to: 3, at: '2026-11-22T04:32:00.000Z', by: desk, reason: null, forced: false }],
    };
    expect(verdictText(inside)).toBe('Already inside since 10:02 AM, checked in by Meena');
    expect(verdictText(inside, 'u2')).toBe('Already inside since 10:02 AM, checked in by you');
  });

  it('gives the reason of a refusal', () => {
    const refused: DoorBooking = {
      ...base,
      status: 2,
      verdict: 'refused',
      events: [{ from: 0, to: 2, at: '2026-11-22T04:40:00.000Z', by: desk, reason: 'No ID', forced: false }],
    };
    expect(verdictText(refused)).toBe('Refused at 10:10 AM by Meena: No ID');
  });
});

describe('entryOpensText', () => {
  it('tells staff when a party that is too early may come in, in India time', () => {
    expect(entryOpensText({ ...base, verdict: 'too_early' })).toBe('Entry opens at 09:30 AM');
    expect(entryOpensText(base)).toBeNull();
    expect(entryOpensText(null)).toBeNull();
  });
});

describe('stepDoneText', () => {
  it('counts the party when it goes in or out', () => {
    expect(stepDoneText('check_in', 1)).toBe('Checked in — 1 person');
    expect(stepDoneText('check_out', 3)).toBe('Checked out — 3 people');
    expect(stepDoneText('validate', 3)).toBe('Validated — documents checked');
  });
});

describe('conflictText', () => {
  it('puts the step that did not happen first, with who got there first', () => {
    expect(conflictText('desk2@example.org already marked this booking validated at 10:02 AM')).toBe(
      'Not done — desk2@example.org already marked this booking validated at 10:02 AM',
    );
  });
});

describe('lookupFailedText', () => {
  it("says the door is offline when the server could not be reached, and the server's word otherwise", () => {
    expect(lookupFailedText(new DoorOfflineError())).toBe(
      'Offline — the server did not answer. Check the connection, then scan again.',
    );
    expect(lookupFailedText(new HttpError(429, 'rate_limited', 'Too many requests.'))).toBe(
      'Could not look that up: Too many requests.',
    );
  });
});
