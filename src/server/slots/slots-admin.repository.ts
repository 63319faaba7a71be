import type { Kysely, Transaction } from 'kysely';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Every slot between two dates (both included), closed ones too, by start. */
export function findSlotsBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'date', 'label', 'starts_at', 'capacity', 'booked', 'closed'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('starts_at')
    .execute();
}

export function findClosuresBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('closures')
    .leftJoin('users', 'users.id', 'closures.closed_by')
    .select([
      'closures.date',
      'closures.reason',
      'closures.closed_at',
      'closures.cancelled',
      'closures.slots_closed_before',
      'users.email as closed_by_email',
    ])
    .where('closures.date', '>=', from)
    .where('closures.date', '<=', to)
    .orderBy('closures.date')
    .execute();
}

export function findAdminSlot(db: Db, id: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'date', 'label', 'starts_at', 'capacity', 'booked', 'closed'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Sets a slot's capacity only if what is booked still fits, in one statement: a booking that
 * lands meanwhile can never leave the slot overbooked (the CHECK would refuse it anyway).
 */
export async function setCapacity(db: Db, id: string, capacity: number): Promise<boolean> {
  const result = await db
    .updateTable('slots')
    .set({ capacity })
    .where('id', '=', id)
    .where('booked', '<=', capacity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setClosed(db: Db, id: string, closed: boolean): Promise<void> {
  await db
    .updateTable('slots')
    .set({ closed: closed ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** The slot's bookings that hold seats (booked, validated, inside, left), with who made them. */
export async function findSlotBookings(db: Db, slotId: string) {
  const bookings = await db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select(['bookings.id', 'bookings.people', 'bookings.status', 'bookings.mobile', 'users.email'])
    .where('bookings.slot_id', '=', slotId)
    .where('bookings.status', 'not in', [BOOKING_STATUS.cancelled, BOOKING_STATUS.refused])
    .orderBy('bookings.created_at')
    .execute();
  if (bookings.length === 0) return [];
  const people = await db
    .selectFrom('booking_people')
    .select(['booking_id', 'name'])
    .where(
      'booking_id',
      'in',
      bookings.map((booking) => booking.id),
    )
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
  return bookings.map((booking) => ({
    ...booking,
    names: people.filter((person) => person.booking_id === booking.id).map((person) => person.name),
  }));
}

/** Seats held by live holds and offers, per slot of the range (a hold counts while it lives). */
export async function heldSeatsBetween(db: Db, from: string, to: string, now: string) {
  const rows = await db
    .selectFrom('holds')
    .innerJoin('slots', 'slots.id', 'holds.slot_id')
    .select(['holds.slot_id', (eb) => eb.fn.sum<number | string>('holds.seats').as('held')])
    .where('slots.date', '>=', from)
    .where('slots.date', '<=', to)
    .where('holds.expires_at', '>', now)
    .groupBy('holds.slot_id')
    .execute();
  return new Map(rows.map((row) => [row.slot_id, Number(row.held)]));
}

/** Seats held on the slot by live holds and offers, and when the last of them lapses. */
export async function liveHoldsOn(db: Db, slotId: string, now: string) {
  const row = await db
    .selectFrom('holds')
    .select((eb) => [eb.fn.sum<number | string>('seats').as('held'), eb.fn.max('expires_at').as('until')])
    .where('slot_id', '=', slotId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return { held: Number(row?.held ?? 0), until: row?.until ?? null };
}
