import { describe, expect, it } from 'vitest';
import { isNoShow, noShowPeople, peopleAdmitted, seatsHeld, slotEnded } from './attendance';

const ENDS = '2026-11-22T05:00:00.000Z';
const before = new Date('2026-11-22T04:59:59.999Z');
const atEnd = new Date(ENDS);
const party = (status: number, admitted: number | null = null) => ({
  status,
  people: 3,
  admitted,
  endsAt: ENDS,
});

describe('attendance', () => {
  it('ends a slot at its end instant', () => {
    expect(slotEnded(ENDS, before)).toBe(false);
    expect(slotEnded(ENDS, atEnd)).toBe(true);
  });

  it('calls a booked or validated party a no-show once its slot has ended, and no one else', () => {
    expect(isNoShow(party(0), before)).toBe(false);
    expect(isNoShow(party(0), atEnd)).toBe(true);
    expect(isNoShow(party(1), atEnd)).toBe(true);
    for (const status of [-1, 2, 3, 4]) expect(isNoShow(party(status), atEnd)).toBe(false);
  });

  it('counts the missing part of a party admitted in part as no-show people, at once', () => {
    expect(noShowPeople(party(0), atEnd)).toBe(3);
    expect(noShowPeople(party(3, 2), before)).toBe(1);
    expect(noShowPeople(party(4, 1), atEnd)).toBe(2);
    expect(noShowPeople(party(3), atEnd)).toBe(0);
    expect(noShowPeople(party(-1), atEnd)).toBe(0);
  });

  it('counts people admitted and seats held by the admitted part', () => {
    expect(peopleAdmitted(party(3, 2))).toBe(2);
    expect(peopleAdmitted(party(4))).toBe(3);
    expect(peopleAdmitted(party(1))).toBe(0);
    expect(seatsHeld(party(0))).toBe(3);
    expect(seatsHeld(party(3, 2))).toBe(2);
    expect(seatsHeld(party(2))).toBe(0);
    expect(seatsHeld(party(-1))).toBe(0);
  });
});
