import { BOOKING_STATUS } from '../../../../shared/rules/booking-status';
import type { Roster, RosterBooking } from '../../../../shared/schemas/door-offline';
import type { KeptRoster } from './kept-roster';

// A day's roster for the offline door's unit tests: two slots on 22 November 2026.

export function rosterBooking(id: string, patch: Partial<RosterBooking> = {}): RosterBooking {
  return {
    id,
    slotId: 's10',
    status: BOOKING_STATUS.booked,
    people: 1,
    names: ['Asha Nair'],
    ages: [40],
    children: [false],
    documentsLast4: ['2345'],
    mobileLast4: '6780',
    walkIn: false,
    statusChangedAt: null,
    ...patch,
  };
}

export const slots: Roster['slots'] = [
  {
    id: 's10',
    label: '10:00 AM - 10:30 AM',
    startsAt: '2026-11-22T04:30:00.000Z',
    endsAt: '2026-11-22T05:00:00.000Z',
    entryOpensAt: '2026-11-22T04:00:00.000Z',
  },
  {
    id: 's09',
    label: '09:00 AM - 09:30 AM',
    startsAt: '2026-11-22T03:30:00.000Z',
    endsAt: '2026-11-22T04:00:00.000Z',
    entryOpensAt: '2026-11-22T03:00:00.000Z',
  },
];

export function kept(bookings: RosterBooking[]): KeptRoster {
  return { userId: 'u1', date: '2026-11-22', slots, bookings, syncedAt: '2026-11-22T03:59:00.000Z' };
}
