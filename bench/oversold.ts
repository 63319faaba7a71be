import type { Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema';
import { holdsSeats } from '../src/shared/rules/booking-status';

/** A slot's seats as the database has them after a run. */
export interface SlotSeats {
  id: string;
  capacity: number;
  /** The slot's own count (`slots.booked`, written by the seats module). */
  booked: number;
  /** The people of the slot's live bookings (not cancelled, not refused). */
  livePeople: number;
  liveBookings: number;
}

/**
 * What is wrong with a day's seats after a load: a slot booked past its capacity, or whose
 * count differs from the people its live bookings hold, or a day holding another number of
 * live bookings than the API confirmed. An empty list is a day sold exactly.
 */
export function seatProblems(slots: readonly SlotSeats[], confirmedBookings: number): string[] {
  const problems: string[] = [];
  for (const slot of slots) {
    if (slot.booked > slot.capacity) {
      problems.push(`${slot.id}: ${slot.booked} booked of ${slot.capacity} seats (oversold)`);
    }
    if (slot.booked !== slot.livePeople) {
      problems.push(
        `${slot.id}: ${slot.booked} booked, but its live bookings hold ${slot.livePeople} people`,
      );
    }
  }
  const live = slots.reduce((sum, slot) => sum + slot.liveBookings, 0);
  if (live !== confirmedBookings) {
    problems.push(`${live} live bookings in the database, ${confirmedBookings} confirmed by the API`);
  }
  return problems;
}

/** Every slot of the day with its count and its live bookings' people, read afresh. */
export async function seatsOfDay(db: Kysely<Database>, date: string): Promise<SlotSeats[]> {
  const slots = await db
    .selectFrom('slots')
    .select(['id', 'capacity', 'booked'])
    .where('date', '=', date)
    .orderBy('id')
    .execute();
  const bookings = await db
    .selectFrom('bookings')
    .select(['slot_id', 'people', 'status'])
    .where('date', '=', date)
    .execute();
  return slots.map((slot) => {
    const live = bookings.filter((booking) => booking.slot_id === slot.id && holdsSeats(booking.status));
    return {
      id: slot.id,
      capacity: Number(slot.capacity),
      booked: Number(slot.booked),
      livePeople: live.reduce((sum, booking) => sum + Number(booking.people), 0),
      liveBookings: live.length,
    };
  });
}
