import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function findClosure(db: Db, date: string) {
  return db.selectFrom('closures').selectAll().where('date', '=', date).executeTakeFirst();
}

export function listClosures(db: Db, from: string, to: string) {
  return db
    .selectFrom('closures')
    .leftJoin('users', 'users.id', 'closures.closed_by')
    .select(['closures.date', 'closures.reason', 'closures.closed_at', 'closures.cancelled', 'users.email'])
    .where('closures.date', '>=', from)
    .where('closures.date', '<=', to)
    .orderBy('closures.date')
    .execute();
}

/** Closes every slot of the day; returns the ids of those that were closed already. */
export async function closeSlotsOf(db: Db, date: string): Promise<string[]> {
  const closedBefore = await db
    .selectFrom('slots')
    .select('id')
    .where('date', '=', date)
    .where('closed', '=', 1)
    .execute();
  await db.updateTable('slots').set({ closed: 1 }).where('date', '=', date).execute();
  return closedBefore.map((row) => row.id);
}

/** Opens the day's slots but those closed one by one before the closure; answers their ids. */
export async function reopenSlotsOf(db: Db, date: string, keepClosed: string[]): Promise<string[]> {
  let query = db.updateTable('slots').set({ closed: 0 }).where('date', '=', date);
  if (keepClosed.length > 0) query = query.where('id', 'not in', keepClosed);
  return (await query.returning('id').execute()).map((row) => row.id);
}

/** The day's bookings that still expect a visit (booked or validated): how many, and their people. */
export async function liveBookingsOf(db: Db, date: string): Promise<{ bookings: number; people: number }> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('bookings'),
      eb.fn.sum<number | string>('people').as('people'),
    ])
    .where('date', '=', date)
    .where('status', 'in', [BOOKING_STATUS.booked, BOOKING_STATUS.validated])
    .executeTakeFirst();
  return { bookings: Number(row?.bookings ?? 0), people: Number(row?.people ?? 0) };
}

export interface CancelledBooking {
  id: string;
  slot_id: string;
  slot_label: string;
  people: number;
  user_id: string;
  /** The language it was booked in, if kept (migration 0016). */
  language: string | null;
  from: number;
}

/**
 * Cancels the day's bookings that still expect a visit (booked or validated), one statement
 * per status so each event can say where it came from. People already inside or gone are
 * left as they are.
 */
export async function cancelLiveBookingsOf(db: Db, date: string, at: string): Promise<CancelledBooking[]> {
  const cancelled: CancelledBooking[] = [];
  for (const from of [BOOKING_STATUS.booked, BOOKING_STATUS.validated]) {
    const rows = await db
      .updateTable('bookings')
      .set({ status: BOOKING_STATUS.cancelled, updated_at: at })
      .where('date', '=', date)
      .where('status', '=', from)
      .returning(['id', 'slot_id', 'slot_label', 'people', 'user_id', 'language'])
      .execute();
    for (const row of rows) cancelled.push({ ...row, from });
  }
  return cancelled;
}

export async function insertCancelEvents(
  db: Db,
  bookings: CancelledBooking[],
  event: { byUserId: string; at: string; reason: string },
): Promise<void> {
  // 9 values a row: 200 rows stay far below SQLite's limit on bound parameters.
  for (let index = 0; index < bookings.length; index += 200) {
    await db
      .insertInto('booking_events')
      .values(
        bookings.slice(index, index + 200).map((booking) => ({
          id: randomUUID(),
          booking_id: booking.id,
          from_status: booking.from,
          to_status: BOOKING_STATUS.cancelled,
          by_user_id: event.byUserId,
          at: event.at,
          reason: event.reason,
          forced: 0,
          nonce: null,
        })),
      )
      .execute();
  }
}

/** Each account's address and the language it chose for mails (null: none yet). */
export async function recipientsOf(
  db: Db,
  userIds: string[],
): Promise<Map<string, { email: string; locale: string | null }>> {
  const recipients = new Map<string, { email: string; locale: string | null }>();
  const unique = [...new Set(userIds)];
  for (let index = 0; index < unique.length; index += 500) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email', 'locale'])
      .where('id', 'in', unique.slice(index, index + 500))
      .execute();
    for (const row of rows) recipients.set(row.id, { email: row.email, locale: row.locale });
  }
  return recipients;
}

export async function insertClosure(
  db: Db,
  closure: {
    date: string;
    reason: string;
    at: string;
    by: string;
    cancelled: number;
    closedBefore: string[];
  },
): Promise<void> {
  await db
    .insertInto('closures')
    .values({
      date: closure.date,
      reason: closure.reason,
      closed_at: closure.at,
      closed_by: closure.by,
      cancelled: closure.cancelled,
      slots_closed_before: JSON.stringify(closure.closedBefore),
    })
    .execute();
}

export async function deleteClosure(db: Db, date: string): Promise<void> {
  await db.deleteFrom('closures').where('date', '=', date).execute();
}
