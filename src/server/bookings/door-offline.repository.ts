import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// The offline door's reads (issue 25): today's roster, or what changed in it since an instant
// (`bookings.updated_at`, which every write of a booking's row sets: decision 0057), and the
// conflicts already recorded for an uploaded step.

/** What the roster says of a booking's row: never its date or slot label, its mobile only to take its last digits. */
export function findRosterBookings(db: Db, date: string, changedFrom: string | null) {
  let query = db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select([
      'bookings.id',
      'bookings.slot_id',
      'bookings.status',
      'bookings.people',
      'bookings.mobile',
      'bookings.walk_in',
      'bookings.walk_in_names',
    ])
    .where('bookings.date', '=', date);
  if (changedFrom !== null) query = query.where('bookings.updated_at', '>=', changedFrom);
  return query.orderBy('slots.starts_at').orderBy('bookings.created_at').orderBy('bookings.id').execute();
}
export type RosterRow = Awaited<ReturnType<typeof findRosterBookings>>[number];

/** The people of those bookings, in their order: names, ages and documents only (no date of birth). */
export function findRosterPeople(db: Db, date: string, changedFrom: string | null) {
  let query = db
    .selectFrom('booking_people')
    .innerJoin('bookings', 'bookings.id', 'booking_people.booking_id')
    .select([
      'booking_people.booking_id',
      'booking_people.name',
      'booking_people.age_at_visit',
      'booking_people.document_number',
    ])
    .where('bookings.date', '=', date);
  if (changedFrom !== null) query = query.where('bookings.updated_at', '>=', changedFrom);
  return query.orderBy('booking_people.booking_id').orderBy('booking_people.position').execute();
}
export type RosterPersonRow = Awaited<ReturnType<typeof findRosterPeople>>[number];

/** When each of those bookings last changed status (its latest event). */
export function findLastStatusChanges(db: Db, date: string, changedFrom: string | null) {
  let query = db
    .selectFrom('booking_events')
    .innerJoin('bookings', 'bookings.id', 'booking_events.booking_id')
    .select(['booking_events.booking_id'])
    .select((eb) => eb.fn.max('booking_events.at').as('at'))
    .where('bookings.date', '=', date);
  if (changedFrom !== null) query = query.where('bookings.updated_at', '>=', changedFrom);
  return query.groupBy('booking_events.booking_id').execute();
}

/**
 * Bookings moved since `changedFrom` that now stand on another date, with where each move
 * took them from (the move's audit entry, decision 0052), newest move last.
 */
export function findMovesAway(db: Db, date: string, changedFrom: string) {
  return db
    .selectFrom('audit_log')
    .innerJoin('bookings', 'bookings.id', 'audit_log.subject')
    .select(['audit_log.subject', 'audit_log.before'])
    .where('audit_log.action', '=', 'booking.move')
    .where('audit_log.at', '>=', changedFrom)
    .where('bookings.date', '<>', date)
    .orderBy('audit_log.at')
    .execute();
}

/** A booking's status, or undefined when there is no such booking. */
export async function findStatus(db: Db, bookingId: string): Promise<number | undefined> {
  const row = await db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirst();
  return row?.status;
}

export const OFFLINE_CONFLICT = 'booking.offline_conflict';

/** The `after` texts of the offline conflicts recorded about a booking id. */
export async function findConflictRecords(db: Db, bookingId: string): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('after')
    .where('subject', '=', bookingId)
    .where('action', '=', OFFLINE_CONFLICT)
    .execute();
  return rows.map((row) => row.after);
}
