import type { Kysely, Transaction } from 'kysely';
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
