import type { Kysely, Transaction } from 'kysely';
import { containsText } from '../db/contains-text';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A booking's status changes, oldest first, with who made each. */
export function findEvents(db: Db, bookingId: string) {
  return db
    .selectFrom('booking_events')
    .leftJoin('users', 'users.id', 'booking_events.by_user_id')
    .select([
      'booking_events.from_status',
      'booking_events.to_status',
      'booking_events.at',
      'booking_events.by_user_id',
      'users.email',
      'users.display_name',
      'booking_events.reason',
      'booking_events.forced',
    ])
    .where('booking_events.booking_id', '=', bookingId)
    .orderBy('booking_events.at')
    .orderBy('booking_events.id')
    .execute();
}
export type EventRow = Awaited<ReturnType<typeof findEvents>>[number];

/** True when the device's step with this nonce was already taken on this booking. */
export async function stepTaken(db: Db, bookingId: string, nonce: string): Promise<boolean> {
  const row = await db
    .selectFrom('booking_events')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
  return row !== undefined;
}

const SUMMARY_COLUMNS = [
  'bookings.id',
  'bookings.slot_id',
  'bookings.slot_label',
  'bookings.date',
  'bookings.status',
  'bookings.mobile',
  'bookings.people',
  'bookings.walk_in',
  'bookings.admitted',
  'bookings.walk_in_names',
  'slots.starts_at',
  'slots.ends_at',
] as const;

export function bookingsWithSlots(db: Db) {
  return db.selectFrom('bookings').innerJoin('slots', 'slots.id', 'bookings.slot_id').select(SUMMARY_COLUMNS);
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof bookingsWithSlots>['execute']>>[number];

const MAX_RESULTS = 200;

export function findBookingsByIds(db: Db, ids: string[]) {
  return bookingsWithSlots(db).where('bookings.id', 'in', ids).execute();
}

/** What the door's search box may hold, already told apart. */
export type DoorQuery = { kind: 'all' } | { kind: 'mobile'; digits: string } | { kind: 'name'; text: string };

/** Bookings of an India date matching the query, by slot start. */
export function searchBookingsOn(db: Db, date: string, query: DoorQuery) {
  let select = bookingsWithSlots(db).where('bookings.date', '=', date);
  if (query.kind === 'mobile') select = select.where('bookings.mobile', 'like', `%${query.digits}%`);
  if (query.kind === 'name') {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('booking_people')
          .select('booking_people.position')
          .whereRef('booking_people.booking_id', '=', 'bookings.id')
          .where(containsText('booking_people.name', query.text)),
      ),
    );
  }
  return select
    .orderBy('slots.starts_at')
    .orderBy('bookings.created_at')
    .orderBy('bookings.id')
    .limit(MAX_RESULTS)
    .execute();
}

/** The people of several bookings, in their order. */
export function findPeopleOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_people')
    .select(['booking_id', 'name', 'gender', 'dob', 'nationality', 'document_number', 'age_at_visit'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
}

/** Every slot of a date, closed ones too, by start. */
export function findSlotsOn(db: Db, date: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'label', 'starts_at', 'ends_at', 'capacity', 'booked', 'closed'])
    .where('date', '=', date)
    .orderBy('starts_at')
    .execute();
}

/** Every booking of a date (the day sheet), by slot start. */
export function findBookingsOn(db: Db, date: string) {
  return bookingsWithSlots(db)
    .where('bookings.date', '=', date)
    .orderBy('slots.starts_at')
    .orderBy('bookings.created_at')
    .orderBy('bookings.id')
    .execute();
}

/** How many of the party came in when fewer than all did (null: all, or not in). */
export async function setAdmitted(db: Db, bookingId: string, admitted: number | null): Promise<void> {
  await db.updateTable('bookings').set({ admitted }).where('id', '=', bookingId).execute();
}

/**
 * When each party of a date came in and left: every step into checked in (from booked,
 * validated, or a walk-in's first event) or checked out, oldest first.
 */
export function findEntryEvents(db: Db, date: string) {
  return db
    .selectFrom('booking_events')
    .innerJoin('bookings', 'bookings.id', 'booking_events.booking_id')
    .select([
      'booking_events.booking_id',
      'booking_events.from_status',
      'booking_events.to_status',
      'booking_events.at',
    ])
    .where('bookings.date', '=', date)
    .where('booking_events.to_status', 'in', [3, 4])
    .orderBy('booking_events.at')
    .orderBy('booking_events.id')
    .execute();
}
