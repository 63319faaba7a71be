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

export interface NewChallenge {
  id: string;
  userId: string;
  countryCode: string;
  /** The national number, without a trunk zero: country code + mobile is the SMS sender. */
  mobile: string;
  keyword: string;
  sendTo: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertChallenge(db: Db, challenge: NewChallenge): Promise<void> {
  await db
    .insertInto('verifications')
    .values({
      id: challenge.id,
      user_id: challenge.userId,
      country_code: challenge.countryCode,
      mobile: challenge.mobile,
      keyword: challenge.keyword,
      send_to: challenge.sendTo,
      created_at: challenge.createdAt,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

export function findChallenge(db: Db, verificationId: string) {
  return db
    .selectFrom('verifications')
    .select([
      'id',
      'user_id',
      'country_code',
      'mobile',
      'keyword',
      'expires_at',
      'verified_at',
      'used_by_booking_id',
    ])
    .where('id', '=', verificationId)
    .executeTakeFirst();
}

export async function countCheck(db: Db, verificationId: string): Promise<void> {
  await db
    .updateTable('verifications')
    .set((eb) => ({ check_count: eb('check_count', '+', 1) }))
    .where('id', '=', verificationId)
    .execute();
}

/** Records the proof once; a second check that also finds it changes nothing. */
export async function markVerified(db: Db, verificationId: string, now: string): Promise<void> {
  await db
    .updateTable('verifications')
    .set({ verified_at: now })
    .where('id', '=', verificationId)
    .where('verified_at', 'is', null)
    .execute();
}

/**
 * Claims the right to poll the SMS provider for this challenge: true for at most one caller
 * per interval, whichever app instance it runs on (one conditional update).
 */
export async function claimInboxPoll(db: Db, verificationId: string, now: Date, intervalMs: number) {
  const lastAllowed = new Date(now.getTime() - intervalMs).toISOString();
  const result = await db
    .updateTable('verifications')
    .set({ inbox_polled_at: now.toISOString() })
    .where('id', '=', verificationId)
    .where((eb) => eb.or([eb('inbox_polled_at', 'is', null), eb('inbox_polled_at', '<=', lastAllowed)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
