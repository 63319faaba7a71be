import type { Kysely } from 'kysely';
import { noShowPeople, peopleAdmitted, slotEnded } from '../../shared/rules/attendance';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { indiaDateOf } from '../../shared/rules/india-clock';
import type { DaySheet, DoorBookingSummary, DoorCounts } from '../../shared/schemas/door';
import type { Database } from '../db/schema';
import {
  type DoorQuery,
  findBookingsByIds,
  findBookingsOn,
  findPeopleOf,
  findSlotsOn,
  type SummaryRow,
  searchBookingsOn,
} from './door.repository';
import { toSummaries } from './door-view';

/** Mobile searches need this many digits, so a stray digit does not list half the day. */
const MIN_MOBILE_DIGITS = 4;

/**
 * What the search box holds: a booking id (exact, any date; tried first), mobile digits
 * (spaces, `+`, `-` and brackets ignored), or part of a visitor's name. Null: too few digits.
 */
export function doorQuery(q: string): DoorQuery | null {
  if (!q) return { kind: 'all' };
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d+$/.test(digits)) return digits.length >= MIN_MOBILE_DIGITS ? { kind: 'mobile', digits } : null;
  return { kind: 'name', text: q };
}

export const zeroCounts = (): DoorCounts => ({
  capacity: 0,
  booked: 0,
  held: 0,
  expected: 0,
  validated: 0,
  inside: 0,
  left: 0,
  noShows: 0,
  walkIns: 0,
});

/** The columns the counts read. */
export type CountedBooking = Pick<SummaryRow, 'status' | 'people' | 'admitted' | 'walk_in' | 'ends_at'>;

/**
 * People by the status of their booking (rules/attendance.ts). Booked and validated people
 * count as expected and validated until their slot ends, as no-shows after; people of a
 * party who came in count as inside or left, its missing part as no-shows.
 */
export function addPeople(counts: DoorCounts, booking: CountedBooking, now: Date): void {
  const attendance = { ...booking, endsAt: booking.ends_at };
  counts.noShows += noShowPeople(attendance, now);
  if (!slotEnded(booking.ends_at, now)) {
    if (booking.status === BOOKING_STATUS.booked) counts.expected += booking.people;
    if (booking.status === BOOKING_STATUS.validated) counts.validated += booking.people;
  }
  const admitted = peopleAdmitted(booking);
  if (booking.status === BOOKING_STATUS.checkedIn) counts.inside += admitted;
  if (booking.status === BOOKING_STATUS.checkedOut) counts.left += admitted;
  if (booking.walk_in === 1) counts.walkIns += admitted;
}

/** The door's search and the day sheet; `date` defaults to today in India. */
export function createDoorSearch({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function withPeople(rows: SummaryRow[]): Promise<DoorBookingSummary[]> {
    return toSummaries(
      rows,
      await findPeopleOf(
        db,
        rows.map((row) => row.id),
      ),
    );
  }

  return {
    async search(q: string, date: string | undefined): Promise<{ bookings: DoorBookingSummary[] }> {
      const now = clock();
      const exact = q ? await findBookingsByIds(db, [q]) : [];
      const query = doorQuery(q);
      const rows =
        exact.length > 0 || !query ? exact : await searchBookingsOn(db, date ?? indiaDateOf(now), query);
      return { bookings: await withPeople(rows) };
    },

    async daySheet(date: string | undefined): Promise<DaySheet> {
      const now = clock();
      const day = date ?? indiaDateOf(now);
      const [slots, rows] = await Promise.all([findSlotsOn(db, day), findBookingsOn(db, day)]);
      const summaries = await withPeople(rows);
      const totals = zeroCounts();
      const sheetSlots = slots.map((slot) => {
        const counts = { ...zeroCounts(), capacity: slot.capacity, booked: slot.booked };
        const bookings: DoorBookingSummary[] = [];
        rows.forEach((row, index) => {
          if (row.slot_id !== slot.id) return;
          addPeople(counts, row, now);
          bookings.push(summaries[index] as DoorBookingSummary);
        });
        for (const key of Object.keys(totals) as (keyof DoorCounts)[]) {
          // A closed slot offers no seats: its capacity is not the day's.
          if (key !== 'capacity' || !slot.closed) totals[key] += counts[key];
        }
        return {
          id: slot.id,
          label: slot.label,
          startsAt: slot.starts_at,
          endsAt: slot.ends_at,
          closed: Boolean(slot.closed),
          ...counts,
          bookings,
        };
      });
      return { date: day, totals, slots: sheetSlots };
    },
  };
}

export type DoorSearch = ReturnType<typeof createDoorSearch>;
