import { BOOKING_STATUS, holdsSeats } from './booking-status';

// Who came and who did not: the one definition the door's counters, the day sheet and the
// reports count with (issue 24). The reports' SQL says the same in report-queries.ts
// (`noShowSql`), and a test holds the two to one answer for the same day.

/** What the rules need of a booking. */
export interface Attendance {
  status: number;
  /** The party's size as booked. */
  people: number;
  /** How many came in when fewer than `people` did; null: all of them, or not in yet. */
  admitted: number | null;
  /** The slot's end, an ISO instant. */
  endsAt: string;
}

/** A slot has ended from its end instant on. */
export function slotEnded(endsAt: string, now: Date): boolean {
  return now.getTime() >= Date.parse(endsAt);
}

/** Booked or validated: the party has not come in, and may still. */
export function isWaitingToComeIn(status: number): boolean {
  return status === BOOKING_STATUS.booked || status === BOOKING_STATUS.validated;
}

/** Checked in, or in and out again. */
export function cameIn(status: number): boolean {
  return status === BOOKING_STATUS.checkedIn || status === BOOKING_STATUS.checkedOut;
}

/** A no-show: a live booking (booked or validated) not checked in when its slot has ended. */
export function isNoShow(booking: Attendance, now: Date): boolean {
  return isWaitingToComeIn(booking.status) && slotEnded(booking.endsAt, now);
}

/** People who came in: the admitted part of a party, or all of it. */
export function peopleAdmitted(booking: Pick<Attendance, 'status' | 'people' | 'admitted'>): number {
  return cameIn(booking.status) ? (booking.admitted ?? booking.people) : 0;
}

/**
 * People who did not come: a no-show's whole party, and the missing part of a party admitted
 * in part (they can no longer come in: their seats went back at the check-in).
 */
export function noShowPeople(booking: Attendance, now: Date): number {
  if (isNoShow(booking, now)) return booking.people;
  if (cameIn(booking.status)) return booking.people - peopleAdmitted(booking);
  return 0;
}

/**
 * Seats a booking holds in its slot: none once cancelled or refused, the admitted part once
 * a party was admitted in part, else the whole party. `slots.booked` is the sum of this over
 * the slot's bookings (the seats module keeps it so).
 */
export function seatsHeld(booking: Pick<Attendance, 'status' | 'people' | 'admitted'>): number {
  if (!holdsSeats(booking.status)) return 0;
  return booking.admitted ?? booking.people;
}
