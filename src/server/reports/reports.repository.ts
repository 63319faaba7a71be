import type { Kysely } from 'kysely';
import type { ReportRange } from '../../shared/schemas/reports';
import type { Database } from '../db/schema';
import {
  ageAtVisitSql,
  cameInPeopleSql,
  holdsSeatsSql,
  noShowPeopleSql,
  noShowSql,
  seatsHeldSql,
} from './report-queries';

// The report's figures, each one aggregate query over the India visit dates of the range.

type Db = Kysely<Database>;

/** Seats of the open slots, per date. */
export function capacityByDate(db: Db, range: ReportRange) {
  return db
    .selectFrom('slots')
    .select(['date', (eb) => eb.fn.sum<number>('capacity').as('capacity')])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('closed', '=', 0)
    .groupBy('date')
    .execute();
}

/** People booked (the seats they hold), people who came in, and walk-in people, per date. */
export function peopleByDate(db: Db, range: ReportRange) {
  return db
    .selectFrom('bookings')
    .select((eb) => [
      'bookings.date',
      eb.fn.sum<number>(seatsHeldSql).as('booked'),
      eb.fn.sum<number>(cameInPeopleSql).as('visited'),
      eb.fn
        .sum<number>(eb.case().when('bookings.walk_in', '=', 1).then(cameInPeopleSql).else(eb.lit(0)).end())
        .as('walk_ins'),
    ])
    .where('bookings.date', '>=', range.from)
    .where('bookings.date', '<=', range.to)
    .groupBy('bookings.date')
    .execute();
}

/**
 * Bookings per status; of them, the no-shows by `now` (noShowSql: the one definition the day
 * sheet counts with too), and the people who did not come.
 */
export function bookingsByStatus(db: Db, range: ReportRange, now: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select((eb) => [
      'bookings.status',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when(noShowSql(now)).then(eb.lit(1)).else(eb.lit(0)).end()).as('no_show'),
      eb.fn.sum<number>(noShowPeopleSql(now)).as('no_show_people'),
    ])
    .where('bookings.date', '>=', range.from)
    .where('bookings.date', '<=', range.to)
    .groupBy('bookings.status')
    .execute();
}

/** The slots with the most people holding seats. */
export function busiestSlots(db: Db, range: ReportRange, limit: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select((eb) => [
      'slots.id',
      'slots.date',
      'slots.label',
      'slots.capacity',
      eb.fn.sum<number>(seatsHeldSql).as('booked'),
    ])
    .where('bookings.date', '>=', range.from)
    .where('bookings.date', '<=', range.to)
    .where(holdsSeatsSql)
    .groupBy(['slots.id', 'slots.date', 'slots.label', 'slots.capacity'])
    .orderBy('booked', 'desc')
    .orderBy('slots.id')
    .limit(limit)
    .execute();
}

function peopleHoldingSeats(db: Db, range: ReportRange) {
  return db
    .selectFrom('booking_people')
    .innerJoin('bookings', 'bookings.id', 'booking_people.booking_id')
    .where('bookings.date', '>=', range.from)
    .where('bookings.date', '<=', range.to)
    .where(holdsSeatsSql);
}

export function peopleByNationality(db: Db, range: ReportRange) {
  return peopleHoldingSeats(db, range)
    .select((eb) => ['booking_people.nationality', eb.fn.countAll<number>().as('people')])
    .groupBy('booking_people.nationality')
    .execute();
}

/** Walk-in parties' nationality split (they have no people rows), over the range. */
export function walkInNationalities(db: Db, range: ReportRange) {
  return db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('nationality_in'), eb.lit(0)).as('IN'),
      eb.fn.coalesce(eb.fn.sum<number>('nationality_other'), eb.lit(0)).as('OTHER'),
    ])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('walk_in', '=', 1)
    .where(holdsSeatsSql)
    .executeTakeFirst();
}

/** Walk-in parties over the range: their size and the ages staff gave (JSON per band, or null). */
export function walkInAges(db: Db, range: ReportRange) {
  return db
    .selectFrom('bookings')
    .select(['people', 'walk_in_ages'])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('walk_in', '=', 1)
    .where(holdsSeatsSql)
    .execute();
}

/** People per whole year of age on the visit day (null: unknown); banded by the service. */
export function peopleByAge(db: Db, range: ReportRange) {
  return peopleHoldingSeats(db, range)
    .select((eb) => [ageAtVisitSql.as('age_years'), eb.fn.countAll<number>().as('people')])
    .groupBy(ageAtVisitSql)
    .execute();
}

export function bookingsBySize(db: Db, range: ReportRange) {
  return db
    .selectFrom('bookings')
    .select((eb) => ['people', eb.fn.countAll<number>().as('bookings')])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where(holdsSeatsSql)
    .groupBy('people')
    .orderBy('people')
    .execute();
}

export interface FeedbackRow {
  booking_id: string;
  date: string;
  slot_label: string;
  answers: string;
  created_at: string;
}

/** Feedback of bookings visiting on `date`, by booking, a page after `after`. */
export function feedbackPage(db: Db, date: string, after: FeedbackRow | null, size: number) {
  let query = db
    .selectFrom('feedback')
    .innerJoin('bookings', 'bookings.id', 'feedback.booking_id')
    .select([
      'feedback.booking_id',
      'bookings.date',
      'bookings.slot_label',
      'feedback.answers',
      'feedback.created_at',
    ])
    .where('bookings.date', '=', date);
  if (after) query = query.where('feedback.booking_id', '>', after.booking_id);
  return query.orderBy('feedback.booking_id').limit(size).execute();
}
