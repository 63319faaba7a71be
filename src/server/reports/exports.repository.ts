import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ageAtVisitSql } from './report-queries';

// The exports' pages: one visit date's rows, ordered by a unique key and read after the last
// row of the page before (keyset paging), so no offset is ever scanned.

type Db = Kysely<Database>;

export interface BookingExportRow {
  id: string;
  date: string;
  slot_label: string;
  status: number;
  people: number;
  walk_in: number;
  admitted: number | null;
  /** Null once erased by the privacy purge, and for walk-ins. */
  mobile: string | null;
  email: string | null;
  created_at: string;
}

export function bookingsPage(db: Db, date: string, after: BookingExportRow | null, size: number) {
  let query = db
    .selectFrom('bookings')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.date',
      'bookings.slot_label',
      'bookings.status',
      'bookings.people',
      'bookings.walk_in',
      'bookings.admitted',
      'bookings.mobile',
      'users.email',
      'bookings.created_at',
    ])
    .where('bookings.date', '=', date);
  if (after) query = query.where('bookings.id', '>', after.id);
  return query.orderBy('bookings.id').limit(size).execute();
}

export interface VisitorExportRow {
  booking_id: string;
  position: number;
  date: string;
  slot_label: string;
  status: number;
  name: string;
  gender: string;
  nationality: string;
  age_years: number | null;
  /** Null once erased by the privacy purge. */
  document_number: string | null;
}

export function visitorsPage(db: Db, date: string, after: VisitorExportRow | null, size: number) {
  let query = db
    .selectFrom('booking_people')
    .innerJoin('bookings', 'bookings.id', 'booking_people.booking_id')
    .select([
      'booking_people.booking_id',
      'booking_people.position',
      'bookings.date',
      'bookings.slot_label',
      'bookings.status',
      'booking_people.name',
      'booking_people.gender',
      'booking_people.nationality',
      ageAtVisitSql.as('age_years'),
      'booking_people.document_number',
    ])
    .where('bookings.date', '=', date);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('booking_people.booking_id', '>', after.booking_id),
        eb.and([
          eb('booking_people.booking_id', '=', after.booking_id),
          eb('booking_people.position', '>', after.position),
        ]),
      ]),
    );
  }
  return query.orderBy('booking_people.booking_id').orderBy('booking_people.position').limit(size).execute();
}

export interface WalkInExportRow {
  id: string;
  date: string;
  slot_label: string;
  status: number;
  people: number;
  walk_in_names: string | null;
  nationality_in: number | null;
  nationality_other: number | null;
  walk_in_ages: string | null;
}

/** A date's walk-in parties (they have no people rows); a day holds few. */
export function walkInsOfDate(db: Db, date: string) {
  return db
    .selectFrom('bookings')
    .select([
      'id',
      'date',
      'slot_label',
      'status',
      'people',
      'walk_in_names',
      'nationality_in',
      'nationality_other',
      'walk_in_ages',
    ])
    .where('date', '=', date)
    .where('walk_in', '=', 1)
    .orderBy('id')
    .execute();
}
