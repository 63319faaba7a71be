import type { Kysely, Transaction } from 'kysely';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function findBookingOwnerAndStatus(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select(['user_id', 'status'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

export function findFeedback(db: Db, bookingId: string) {
  return db
    .selectFrom('feedback')
    .select(['answers', 'created_at'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

/** Saves the answers once; false when the booking already has feedback. */
export async function insertFeedback(
  db: Db,
  row: { booking_id: string; user_id: string; answers: string; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('feedback')
    .values(row)
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Claims the booking's one feedback invitation: sets the time it was sent, only if it was
 * never sent. Returns the visitor's e-mail and the languages the mail may be written in (the
 * account's choice, the booking's) when this call claimed it, else null.
 */
export async function claimFeedbackInvitation(
  db: Db,
  bookingId: string,
  at: string,
): Promise<{ email: string; locale: string | null; language: string | null } | null> {
  const claimed = await db
    .updateTable('bookings')
    .set({ feedback_invited_at: at })
    .where('id', '=', bookingId)
    .where('feedback_invited_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select(['users.email', 'users.locale', 'bookings.language'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  return row ?? null;
}

/** Bookings checked in but never out, not yet invited, of India dates up to `lastDate`. */
export function findUninvitedInside(db: Db, lastDate: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'date'])
    .where('status', '=', BOOKING_STATUS.checkedIn)
    .where('feedback_invited_at', 'is', null)
    .where('date', '<=', lastDate)
    .orderBy('date')
    .limit(500)
    .execute();
}
