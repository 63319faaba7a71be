import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { INDIA_DIAL_CODE, maskMobile, nationalNumber } from '../../shared/rules/mobile';
import { challengeExpiry, challengeState } from '../../shared/rules/sms-match';
import type { CreateVerification, Verification, VerificationCheck } from '../../shared/schemas/verification';
import { texts } from '../../shared/texts';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { hitRateLimit } from '../rate-limits/rate-limits';
import type { SmsInbox } from '../sms/sms-inbox.service';
import { challengeTimes, findChallenge, insertChallenge, markVerified } from './verification.repository';

/**
 * A polling provider is asked at most this often, by all instances together: one pull
 * fetches the whole shared inbox window, so it serves every challenge checked meanwhile.
 */
const INBOX_POLL = { key: 'sms-inbox-poll', limit: 1, windowMs: 5_000 };

export interface VerificationServiceOptions {
  db: Kysely<Database>;
  clock: () => Date;
  sms: Config['site']['sms'];
  inbox: SmsInbox;
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

export function createVerificationService({ db, clock, sms, inbox, log }: VerificationServiceOptions) {
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

    /** Looks for the challenge's SMS; only its own user may ask. */
    async check(userId: string, verificationId: string): Promise<VerificationCheck> {
      const now = clock();
      const challenge = await findChallenge(db, verificationId);
      // Someone else's challenge answers exactly like a missing one.
      if (!challenge || challenge.user_id !== userId) throw notFound('No such mobile validation.');
      const state = challengeState(challengeTimes(challenge), now);
      if (state === 'used') throw new AppError(409, 'verification_used', texts.mobileVerificationUsed);
      if (state === 'expired')
        throw new AppError(410, 'verification_expired', texts.mobileVerificationExpired);
      if (state === 'verified') return received;

      const target = {
        senderDigits: `${challenge.country_code}${challenge.mobile}`,
        keyword: challenge.keyword,
      };
      let proof = await inbox.findProving(target, now);
      if (!proof && inbox.pull && (await hitRateLimit(db, { ...INBOX_POLL, now })).allowed) {
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
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
