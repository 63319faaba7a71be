import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether a booking has this id (any status): the ticket page's address answers 404 otherwise. */
export async function bookingExists(db: Kysely<Database>, bookingId: string): Promise<boolean> {
  const row = await db.selectFrom('bookings').select('id').where('id', '=', bookingId).executeTakeFirst();
  return row !== undefined;
}
