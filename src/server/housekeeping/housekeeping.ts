import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import type { DatabaseHandle } from '../db/connect';
import { runAlone } from '../db/one-at-a-time';
import type { Database } from '../db/schema';
import type { FeedbackInvitations } from '../feedback/feedback-invitation';
import type { ScheduleService } from '../slots/schedule.service';
import { purgePersonalData, vacuumErasedRows } from './purge';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long rows that only serve a short-lived purpose are kept. Counters outlive the longest
 * rate-limit window (an hour) by a wide margin; inbound SMS are matched within minutes; mail
 * and unused challenges are kept a month for questions from visitors. Bookings and the
 * challenges they used are never removed here.
 */
export const RETENTION = {
  rateLimitCounterMs: DAY_MS,
  inboundSmsMs: DAY_MS,
  finishedMailMs: 30 * DAY_MS,
  unusedChallengeMs: 30 * DAY_MS,
  lapsedHoldMs: DAY_MS,
} as const;

export interface PruneResult {
  rateLimits: number;
  inboundSms: number;
  mail: number;
  challenges: number;
  holds: number;
  waitlist: number;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Removes what has served its purpose: it grows without bound and holds personal data. */
export async function pruneExpired(db: Kysely<Database>, now: Date): Promise<PruneResult> {
  const rateLimits = await db
    .deleteFrom('rate_limits')
    .where('window_started_at', '<', now.getTime() - RETENTION.rateLimitCounterMs)
    .executeTakeFirst();
  const inboundSms = await db
    .deleteFrom('sms_inbox')
    .where('received_at', '<', ago(now, RETENTION.inboundSmsMs))
    .executeTakeFirst();
  // Pending mail is still to be delivered, whatever its age.
  const mail = await db
    .deleteFrom('mail_outbox')
    .where('status', '!=', 'pending')
    .where('created_at', '<', ago(now, RETENTION.finishedMailMs))
    .executeTakeFirst();
  const challenges = await db
    .deleteFrom('verifications')
    .where('used_by_booking_id', 'is', null)
    .where('created_at', '<', ago(now, RETENTION.unusedChallengeMs))
    .executeTakeFirst();
  // A hold counts for nothing once it has lapsed (decision 0023); the rows go a day later.
  const holds = await db
    .deleteFrom('holds')
    .where('expires_at', '<', ago(now, RETENTION.lapsedHoldMs))
    .executeTakeFirst();
  // Waiting for a slot that has started is waiting for nothing; offers go with the entries.
  const started = db.selectFrom('slots').select('id').where('starts_at', '<=', now.toISOString());
  await db.deleteFrom('holds').where('slot_id', 'in', started).execute();
  const waitlist = await db.deleteFrom('waitlist').where('slot_id', 'in', started).executeTakeFirst();
  return {
    rateLimits: Number(rateLimits.numDeletedRows),
    inboundSms: Number(inboundSms.numDeletedRows),
    mail: Number(mail.numDeletedRows),
    challenges: Number(challenges.numDeletedRows),
    holds: Number(holds.numDeletedRows),
    waitlist: Number(waitlist.numDeletedRows),
  };
}

/**
 * At start and then once an hour (jobs.ts): prunes, erases the personal data of
 * visits `purgeAfterDays` days past (purge.ts), and invites to feedback the visitors still
 * inside when their day has closed; on a new India date it adds the weekly template's missing
 * slots up to the horizon. A round runs on one instance at a time (db/one-at-a-time.ts); one that
 * finds another instance's round under way does nothing. Running after another is harmless:
 * deleting or erasing twice changes nothing, each invitation is claimed by one conditional
 * update, and slots that exist are never added again.
 */
export function createHousekeeping(options: {
  database: Pick<DatabaseHandle, 'db' | 'dialect' | 'tablePrefix' | 'writeTransaction' | 'forgetErased'>;
  purgeAfterDays: number;
  clock: Clock;
  log: FastifyBaseLogger;
  invitations: Pick<FeedbackInvitations, 'inviteAfterClosing'>;
  /** Keeps SLOT_HORIZON_DAYS of slots ahead: at most once per India date. */
  horizon?: Pick<ScheduleService, 'fillHorizonWhenDue'>;
}) {
  const { database, purgeAfterDays, clock, log, invitations, horizon } = options;
  const round = async () => {
    await pruneExpired(database.db, clock()).catch((error: unknown) =>
      log.warn({ err: error }, 'housekeeping failed'),
    );
    await purgePersonalData(database, clock(), purgeAfterDays)
      .then((erased) => {
        if (erased.people + erased.mobiles + erased.challenges > 0)
          log.info({ erased }, 'personal data of past visits erased');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'erasing personal data failed'));
    await vacuumErasedRows(database).catch((error: unknown) =>
      log.warn({ err: error }, 'vacuuming erased rows failed'),
    );
    await invitations
      .inviteAfterClosing()
      .catch((error: unknown) => log.warn({ err: error }, 'feedback invitations failed'));
    await horizon
      ?.fillHorizonWhenDue()
      .catch((error: unknown) => log.warn({ err: error }, 'filling the slot horizon failed'));
  };
  return {
    /** One round, wherever it is asked for (jobs.ts runs it on one instance at a time). */
    round,
    /** One round unless another instance is running one; true when this one ran it. */
    run: () =>
      runAlone(database, 'housekeeping', round).catch((error: unknown) => {
        log.warn({ err: error }, 'housekeeping failed');
        return false;
      }),
  };
}
