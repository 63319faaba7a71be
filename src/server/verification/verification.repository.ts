import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface ConsumeChallenge {
  verificationId: string;
  userId: string;
  bookingId: string;
  /** ISO instant: the challenge must not have expired by then. */
  now: string;
}

/**
 * Marks a verified challenge as used by a booking. One conditional update, so two bookings
 * racing for the same challenge cannot both win. False when it is not the user's, not
 * verified, expired or already used.
 */
export async function consumeVerifiedChallenge(db: Db, input: ConsumeChallenge): Promise<boolean> {
  const result = await db
    .updateTable('verifications')
    .set({ used_by_booking_id: input.bookingId })
    .where('id', '=', input.verificationId)
    .where('user_id', '=', input.userId)
    .where('verified_at', 'is not', null)
    .where('used_by_booking_id', 'is', null)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The mobile number a challenge was made for, as E.164 (`+<country code><number>`). */
export async function findChallengeMobile(db: Db, verificationId: string) {
  return db
    .selectFrom('verifications')
    .select(['country_code', 'mobile'])
    .where('id', '=', verificationId)
    .executeTakeFirst();
}
