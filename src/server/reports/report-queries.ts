import { type SqlBool, sql } from 'kysely';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import { datesBetween } from '../../shared/rules/india-clock';
import type { ReportRange } from '../../shared/schemas/reports';

// Pieces the reports and the exports share: which bookings count, a visitor's age on the
// visit day, and reading a long result page by page.

/** Bookings that hold seats: neither cancelled nor refused (see holdsSeats). */
export const holdsSeatsSql = sql<SqlBool>`${sql.ref('bookings.status')} not in (${sql.lit(BOOKING_STATUS.cancelled)}, ${sql.lit(BOOKING_STATUS.refused)})`;

/**
 * The SQL form of rules/attendance.ts, for the reports (a test holds both to one answer):
 * a no-show is a live booking (booked or validated) whose slot has ended by `now`; its whole
 * party are no-show people, as is the missing part of a party admitted in part. Needs the
 * bookings joined with their slots.
 */
export function noShowSql(now: string) {
  return sql<SqlBool>`(${sql.ref('bookings.status')} in (${sql.lit(BOOKING_STATUS.booked)}, ${sql.lit(BOOKING_STATUS.validated)}) and ${sql.ref('slots.ends_at')} <= ${now})`;
}

const cameInSql = sql<SqlBool>`${sql.ref('bookings.status')} in (${sql.lit(BOOKING_STATUS.checkedIn)}, ${sql.lit(BOOKING_STATUS.checkedOut)})`;

export function noShowPeopleSql(now: string) {
  return sql<number>`case when ${noShowSql(now)} then ${sql.ref('bookings.people')} when ${cameInSql} then ${sql.ref('bookings.people')} - coalesce(${sql.ref('bookings.admitted')}, ${sql.ref('bookings.people')}) else 0 end`;
}

/** People who came in: the admitted part of a party, or all of it (peopleAdmitted). */
export const cameInPeopleSql = sql<number>`case when ${cameInSql} then coalesce(${sql.ref('bookings.admitted')}, ${sql.ref('bookings.people')}) else 0 end`;

/** Seats a booking holds (seatsHeld): none once cancelled or refused, else its admitted part or all. */
export const seatsHeldSql = sql<number>`case when ${holdsSeatsSql} then coalesce(${sql.ref('bookings.admitted')}, ${sql.ref('bookings.people')}) else 0 end`;

/**
 * A visitor's age in whole years on the visit day, stored with each person when booked
 * (migration 0004), so it outlives the date of birth, which the purge erases. Every report
 * and export reads the age from here.
 */
export const ageAtVisitSql = sql<number | null>`${sql.ref('booking_people.age_at_visit')}`;

/** Rows a page: small enough to keep a year's export out of memory, large enough to be quick. */
export const PAGE_SIZE = 500;

/**
 * Every row of the range, read one visit date at a time and within a date one page at a time
 * (keyset: `fetchPage` gets the last row of the page before, or null, and returns the rows
 * after it in the same order). A date is an equality on the bookings' date index, so each
 * page costs that day's rows, never a scan of the whole range.
 */
export async function* eachRowByDay<Row>(
  range: ReportRange,
  fetchPage: (date: string, after: Row | null, size: number) => Promise<Row[]>,
  size = PAGE_SIZE,
): AsyncGenerator<Row> {
  for (const date of datesBetween(range.from, range.to)) {
    let after: Row | null = null;
    for (;;) {
      const page = await fetchPage(date, after, size);
      yield* page;
      if (page.length < size) break;
      after = page[page.length - 1] as Row;
    }
  }
}
