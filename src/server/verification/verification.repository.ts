import type { Kysely, Transaction } from 'kysely';
import type { ChallengeTimes } from '../../shared/rules/sms-match';
import { type Later, laterThen } from '../db/later-answer';
import { laterQuery } from '../db/prepared-query';
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
 * Marks a verified challenge as used by a booking and returns its number. One conditional
 * update, so two bookings racing for the same challenge cannot both win. Undefined when it is
 * not the user's, not verified, expired or already used.
 */
export async function consumeVerifiedChallenge(db: Db, input: ConsumeChallenge) {
  return (await consumeVerifiedChallengeLater(db, input)).answer();
}

/** The same, its answer read later: in a booking it travels with the seats (decision 0061). */
export async function consumeVerifiedChallengeLater(
  db: Db,
  input: ConsumeChallenge,
): Promise<Later<{ country_code: string; mobile: string } | undefined>> {
  return laterThen(await challengeSpend(db, input), ({ rows }) => rows[0]);
}

// Compiled once: it runs in every booking (prepared-query.ts).
const challengeSpend = laterQuery<ConsumeChallenge>()((db, value) =>
  db
    .updateTable('verifications')
    .set({ used_by_booking_id: value('bookingId') })
    .where('id', '=', value('verificationId'))
    .where('user_id', '=', value('userId'))
    .where('verified_at', 'is not', null)
    .where('used_by_booking_id', 'is', null)
    .where('expires_at', '>', value('now'))
    .returning(['country_code', 'mobile']),
);

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

/** A stored challenge's times, as the shared challenge rules read them. */
export function challengeTimes(row: {
  expires_at: string;
  verified_at: string | null;
  used_by_booking_id: string | null;
}): ChallengeTimes {
  return { expiresAt: row.expires_at, verifiedAt: row.verified_at, usedByBookingId: row.used_by_booking_id };
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
      'send_to',
      'expires_at',
      'verified_at',
      'used_by_booking_id',
    ])
    .where('id', '=', verificationId)
    .executeTakeFirst();
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
