import type { Kysely } from 'kysely';
import { peopleAdmitted } from '../../shared/rules/attendance';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { indiaDateOf, indiaTimeOf } from '../../shared/rules/india-clock';
import type { Occupancy, OccupancyHour } from '../../shared/schemas/occupancy';
import type { Database } from '../db/schema';
import { findBookingsOn, findEntryEvents, findSlotsOn, type SummaryRow } from './door.repository';
import { addPeople, zeroCounts } from './door-search';

type EntryEvent = Awaited<ReturnType<typeof findEntryEvents>>[number];

const hourOf = (instant: string) => Number(indiaTimeOf(new Date(instant)).slice(0, 2));
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * When each party that is in (or was) came and left: its last step into checked in from
 * outside (an undone check-out is no arrival), and its last check-out while it stays out.
 */
function entriesOf(bookings: SummaryRow[], events: EntryEvent[]) {
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  const arrived = new Map<string, string>();
  const departed = new Map<string, string>();
  for (const event of events) {
    if (event.to_status === BOOKING_STATUS.checkedIn && event.from_status !== BOOKING_STATUS.checkedOut) {
      arrived.set(event.booking_id, event.at);
    }
    if (event.to_status === BOOKING_STATUS.checkedOut) departed.set(event.booking_id, event.at);
  }
  const entries: { people: number; arrivedAt: string; departedAt: string | null }[] = [];
  for (const [id, arrivedAt] of arrived) {
    const booking = byId.get(id);
    const people = booking ? peopleAdmitted(booking) : 0;
    if (people === 0) continue;
    const out = booking?.status === BOOKING_STATUS.checkedOut ? (departed.get(id) ?? null) : null;
    entries.push({ people, arrivedAt, departedAt: out });
  }
  return entries;
}

/** Every India hour from the first slot's start (or arrival) to the last slot's end (or departure). */
function hoursOf(instants: string[], entries: ReturnType<typeof entriesOf>): OccupancyHour[] {
  if (instants.length === 0) return [];
  const hours = instants.map(hourOf);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const rows: OccupancyHour[] = [];
  let inside = 0;
  for (let hour = first; hour <= last; hour++) {
    const arrivals = entries.filter((entry) => hourOf(entry.arrivedAt) === hour);
    const departures = entries.filter((entry) => entry.departedAt && hourOf(entry.departedAt) === hour);
    const sum = (list: typeof entries) => list.reduce((total, entry) => total + entry.people, 0);
    inside += sum(arrivals) - sum(departures);
    rows.push({
      hour: hourText(hour),
      arrivals: sum(arrivals),
      departures: sum(departures),
      insideAtEnd: inside,
    });
  }
  return rows;
}

/** The door's counters and the reports' day: who is inside, who came, hour by hour. */
export function createOccupancy({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  return {
    async day(date: string | undefined): Promise<Occupancy> {
      const now = clock();
      const day = date ?? indiaDateOf(now);
      const [slots, bookings, events] = await Promise.all([
        findSlotsOn(db, day),
        findBookingsOn(db, day),
        findEntryEvents(db, day),
      ]);
      const totals = zeroCounts();
      for (const booking of bookings) addPeople(totals, booking, now);
      const slotRows = slots.map((slot) => {
        const counts = zeroCounts();
        for (const booking of bookings) if (booking.slot_id === slot.id) addPeople(counts, booking, now);
        const { expected, validated, inside, left, noShows, walkIns } = counts;
        return {
          id: slot.id,
          label: slot.label,
          startsAt: slot.starts_at,
          endsAt: slot.ends_at,
          expected: expected + validated,
          inside,
          left,
          noShows,
          walkIns,
        };
      });
      const entries = entriesOf(bookings, events);
      const instants = [
        ...slots.flatMap((slot) => [slot.starts_at, new Date(Date.parse(slot.ends_at) - 1).toISOString()]),
        ...entries.flatMap((entry) => [entry.arrivedAt, ...(entry.departedAt ? [entry.departedAt] : [])]),
      ];
      return {
        date: day,
        insideNow: totals.inside,
        admittedToday: totals.inside + totals.left,
        walkIns: totals.walkIns,
        noShows: totals.noShows,
        slots: slotRows,
        hours: hoursOf(instants, entries),
      };
    },
  };
}

export type OccupancyService = ReturnType<typeof createOccupancy>;
