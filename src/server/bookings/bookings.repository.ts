import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Insertable, Kysely, Transaction } from 'kysely';
import { ageOnDate } from '../../shared/rules/person';
import type { Person } from '../../shared/schemas/people';
import type { BookingsTable, Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function findSlot(db: Db, slotId: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'date', 'label', 'starts_at', 'capacity', 'booked', 'closed'])
    .where('id', '=', slotId)
    .executeTakeFirst();
}

/**
 * Takes `seats` seats in one conditional update, so concurrent bookings (in this process or
 * another) can never take more than the slot has. False when the seats are not there or the
 * slot starts before `earliestStart` (null: whenever it starts).
 */
export async function takeSeats(
  db: Db,
  slotId: string,
  seats: number,
  earliestStart: string | null,
): Promise<boolean> {
  let query = db
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '+', seats) }))
    .where('id', '=', slotId)
    .where((eb) => eb(eb('booked', '+', seats), '<=', eb.ref('capacity')));
  // A visitor's booking also needs the slot open: a closure committed meanwhile refuses it.
  if (earliestStart !== null) query = query.where('starts_at', '>=', earliestStart).where('closed', '=', 0);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnSeats(db: Db, slotId: string, seats: number): Promise<void> {
  await db
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '-', seats) }))
    .where('id', '=', slotId)
    .execute();
}

export async function insertBooking(
  db: Db,
  booking: Insertable<BookingsTable> & { id: string },
  people: Person[],
): Promise<void> {
  await db.insertInto('bookings').values(booking).execute();
  await db
    .insertInto('booking_people')
    .values(
      people.map((person, position) => ({
        booking_id: booking.id,
        position,
        name: person.name,
        gender: person.gender,
        dob: person.dob,
        nationality: person.nationality,
        document_number: person.documentNumber,
        age_at_visit: ageOnDate(person.dob, booking.date),
      })),
    )
    .execute();
}

export interface StatusEvent {
  bookingId: string;
  from: number | null;
  to: number;
  byUserId: string | null;
  at: string;
  reason?: string | null;
  /** Staff let the visitor in outside the entry window. */
  forced?: boolean;
  /** The door device's id for this step. */
  nonce?: string | null;
}

export async function insertStatusEvent(db: Db, event: StatusEvent): Promise<void> {
  await db
    .insertInto('booking_events')
    .values({
      id: randomUUID(),
      booking_id: event.bookingId,
      from_status: event.from,
      to_status: event.to,
      by_user_id: event.byUserId,
      at: event.at,
      reason: event.reason ?? null,
      forced: event.forced ? 1 : 0,
      nonce: event.nonce ?? null,
    })
    .execute();
}

/** Moves a booking to `to` only if it is still in `from`; false when it was not. */
export async function changeStatus(db: Db, bookingId: string, from: number, to: number, at: string) {
  const result = await db
    .updateTable('bookings')
    .set({ status: to, updated_at: at })
    .where('id', '=', bookingId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The reason of the booking's last move to cancelled (a closed day's; a visitor gives none). */
function cancelReason(eb: ExpressionBuilder<Database, 'bookings'>) {
  return eb
    .selectFrom('booking_events')
    .select('booking_events.reason')
    .whereRef('booking_events.booking_id', '=', 'bookings.id')
    .where('booking_events.to_status', '=', -1)
    .orderBy('booking_events.at', 'desc')
    .limit(1)
    .as('cancel_reason');
}

export function findBooking(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .selectAll('bookings')
    .select(['slots.starts_at', 'slots.ends_at'])
    .select(cancelReason)
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}
export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

export function findPeople(db: Db, bookingId: string) {
  return db
    .selectFrom('booking_people')
    .select(['name', 'gender', 'dob', 'nationality', 'document_number', 'age_at_visit'])
    .where('booking_id', '=', bookingId)
    .orderBy('position')
    .execute();
}
export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/** A user's bookings, newest first. */
export function listUserBookings(db: Db, userId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select([
      'bookings.id',
      'bookings.slot_id',
      'bookings.date',
      'bookings.slot_label',
      'slots.starts_at',
      'bookings.created_at',
      'bookings.people',
      'bookings.status',
    ])
    .select(cancelReason)
    .where('bookings.user_id', '=', userId)
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id')
    .limit(500)
    .execute();
}
