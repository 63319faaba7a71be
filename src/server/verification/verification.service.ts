import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { INDIA_DIAL_CODE, maskMobile, nationalNumber } from '../../shared/rules/mobile';
import { challengeExpiry, challengeState } from '../../shared/rules/sms-match';
import type {
  CreateVerification,
  StoredVerification,
  Verification,
  VerificationCheck,
} from '../../shared/schemas/verification';
import { texts } from '../../shared/texts';
import type { Config } from '../config';
import { laterThen } from '../db/later-answer';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { say } from '../http/said';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { SmsInbox } from '../sms/sms-inbox.service';
import {
  challengeTimes,
  consumeVerifiedChallengeLater,
  findChallenge,
  insertChallenge,
  markVerified,
} from './verification.repository';

/**
 * A polling provider is asked at most this often, by all instances together: one pull
 * fetches the whole shared inbox window, so it serves every challenge checked meanwhile.
 */
const INBOX_POLL = { scope: 'sms-inbox-poll', limit: 1, windowMs: 5_000 };

export interface VerificationServiceOptions {
  db: Kysely<Database>;
  clock: () => Date;
  sms: Config['site']['sms'];
  inbox: SmsInbox;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** RFC 5724 link: opens the messaging app with the number and the text filled in. */
export function smsUri(number: string, body: string): string {
  return `sms:${number.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(body)}`;
}

/** A short per-attempt code, so one person's SMS cannot prove another attempt. */
function attemptCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** Why a challenge could not be spent on a booking; another user's challenge reads as missing. */
async function spendRefusal(trx: Transaction<Database>, verificationId: string, userId: string, now: Date) {
  const challenge = await findChallenge(trx, verificationId);
  if (!challenge || challenge.user_id !== userId) {
    return new AppError(400, 'verification_required', say('error.mobileVerificationRequired'));
  }
  const state = challengeState(challengeTimes(challenge), now);
  if (state === 'used') return new AppError(409, 'verification_used', say('error.mobileVerificationUsed'));
  if (state === 'expired')
    return new AppError(409, 'verification_expired', say('error.mobileVerificationExpired'));
  if (state === 'pending') return new AppError(409, 'verification_pending', say('error.mobileNotVerified'));
  return new AppError(400, 'verification_required', say('error.mobileVerificationRequired'));
}

export function createVerificationService(options: VerificationServiceOptions) {
  const { db, clock, sms, inbox, rateLimiter, log } = options;
  const received: VerificationCheck = { verified: true, message: texts.smsReceived };
  const notReceived: VerificationCheck = { verified: false, message: texts.smsNotReceived };

  return {
    /** A challenge for this user and number: what to send, where, until when. */
    async create(userId: string, input: CreateVerification): Promise<Verification> {
      const settings = input.countryCode === INDIA_DIAL_CODE ? sms.default : sms.global;
      const now = clock();
      const challenge = {
        id: randomBytes(16).toString('base64url'),
        userId,
        countryCode: input.countryCode,
        mobile: nationalNumber(input.mobile),
        keyword: `${settings.keyword} ${attemptCode()}`,
        sendTo: settings.number,
        createdAt: now.toISOString(),
        expiresAt: challengeExpiry(now).toISOString(),
      };
      await insertChallenge(db, challenge);
      return {
        id: challenge.id,
        keyword: challenge.keyword,
        number: challenge.sendTo,
        smsUri: smsUri(challenge.sendTo, challenge.keyword),
        expiresAt: challenge.expiresAt,
      };
    },

    /** The challenge as it was made, and where it stands now; only its own user may read it. */
    async read(userId: string, verificationId: string): Promise<StoredVerification> {
      const challenge = await findChallenge(db, verificationId);
      // Someone else's challenge answers exactly like a missing one.
      if (!challenge || challenge.user_id !== userId) throw notFound(say('error.noSuchVerification'));
      return {
        id: challenge.id,
        keyword: challenge.keyword,
        number: challenge.send_to,
        smsUri: smsUri(challenge.send_to, challenge.keyword),
        expiresAt: challenge.expires_at,
        state: challengeState(challengeTimes(challenge), clock()),
      };
    },

    /** Looks for the challenge's SMS; only its own user may ask. */
    async check(userId: string, verificationId: string): Promise<VerificationCheck> {
      const now = clock();
      const challenge = await findChallenge(db, verificationId);
      // Someone else's challenge answers exactly like a missing one.
      if (!challenge || challenge.user_id !== userId) throw notFound(say('error.noSuchVerification'));
      const state = challengeState(challengeTimes(challenge), now);
      if (state === 'used') throw new AppError(409, 'verification_used', say('error.mobileVerificationUsed'));
      if (state === 'expired')
        throw new AppError(410, 'verification_expired', say('error.mobileVerificationExpired'));
      if (state === 'verified') return received;

      const target = {
        senderDigits: `${challenge.country_code}${challenge.mobile}`,
        keyword: challenge.keyword,
      };
      let proof = await inbox.findProving(target, now);
      if (!proof && inbox.pull && (await rateLimiter.allowed(INBOX_POLL))) {
        try {
          await inbox.pull();
          proof = await inbox.findProving(target, now);
        } catch (error) {
          // The visitor sees "not received" and can try again; the cause goes to the log.
          log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'SMS inbox poll failed');
        }
      }
      if (!proof) return notReceived;
      await markVerified(db, challenge.id, now.toISOString());
      log.info({ sender: maskMobile(target.senderDigits) }, 'mobile number verified by SMS');
      return received;
    },

    /**
     * Spends a verified challenge on a booking, in the booking's transaction: one conditional
     * update, so two bookings racing for the same challenge cannot both win. Its answer (the
     * number, or the refusal it throws) is read later: on PostgreSQL the update travels with
     * the booking's next awaited statement (decision 0061).
     */
    async spendForBooking(
      trx: Transaction<Database>,
      spend: { verificationId: string; userId: string; bookingId: string; now: Date },
    ) {
      const { verificationId, userId, bookingId, now } = spend;
      const input = { verificationId, userId, bookingId, now: now.toISOString() };
      return laterThen(await consumeVerifiedChallengeLater(trx, input), async (challenge) => {
        if (!challenge) throw await spendRefusal(trx, verificationId, userId, now);
        return challenge;
      });
    },

    /** The booking a user's challenge was spent on; another user's challenge has none. */
    async bookingMadeWith(verificationId: string, userId: string): Promise<string | null> {
      const challenge = await findChallenge(db, verificationId);
      return challenge?.user_id === userId ? challenge.used_by_booking_id : null;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
