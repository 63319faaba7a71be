import { type Kysely, sql } from 'kysely';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import { indiaDateOf, indiaInstant } from '../../shared/rules/india-clock';
import type { Database } from '../db/schema';

/**
 * The figures read from the database at each scrape: the same on every instance, so they are
 * right however many instances run (Prometheus may keep any one's, e.g. with `max`).
 */
export interface DomainSnapshot {
  liveHolds: number;
  waitingList: { waiting: number; offered: number };
  mail: { pending: number; failed: number; oldestPendingAgeSeconds: number };
  smsChallengesToday: { verified: number; used: number; pending: number; expired: number };
  today: { capacity: number; booked: number; inside: number };
}

const count = (expression = sql<number>`count(*)`) => expression.as('n');

export async function readDomainSnapshot(db: Kysely<Database>, now: Date): Promise<DomainSnapshot> {
  const at = now.toISOString();
  const today = indiaDateOf(now);
  const startOfToday = indiaInstant(today, '00:00').toISOString();
  const holds = await db
    .selectFrom('holds')
    .select(count())
    .where('expires_at', '>', at)
    .where('waitlist_id', 'is', null)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('waitlist')
    .select(['state', count()])
    .where('active', '=', 1)
    .groupBy('state')
    .execute();
  const mail = await db
    .selectFrom('mail_outbox')
    .select(['status', count(), sql<string | null>`min(created_at)`.as('oldest')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const challenges = await db
    .selectFrom('verifications')
    .select([
      sql<string>`case when used_by_booking_id is not null then 'used'
        when verified_at is not null then 'verified'
        when expires_at <= ${at} then 'expired' else 'pending' end`.as('result'),
      count(),
    ])
    .where('created_at', '>=', startOfToday)
    .groupBy('result')
    .execute();
  const slots = await db
    .selectFrom('slots')
    .select([
      sql<number>`coalesce(sum(capacity), 0)`.as('capacity'),
      sql<number>`coalesce(sum(booked), 0)`.as('booked'),
    ])
    .where('date', '=', today)
    .executeTakeFirstOrThrow();
  // Parties checked in and not yet out: the people they booked for.
  const inside = await db
    .selectFrom('bookings')
    .select(sql<number>`coalesce(sum(people), 0)`.as('n'))
    .where('date', '=', today)
    .where('status', '=', BOOKING_STATUS.checkedIn)
    .executeTakeFirstOrThrow();
  const byState = (state: string) => Number(entries.find((row) => row.state === state)?.n ?? 0);
  const pending = mail.find((row) => row.status === 'pending');
  const byResult = (result: string) => Number(challenges.find((row) => row.result === result)?.n ?? 0);
  return {
    liveHolds: Number(holds.n),
    waitingList: { waiting: byState('waiting'), offered: byState('offered') },
    mail: {
      pending: Number(pending?.n ?? 0),
      failed: Number(mail.find((row) => row.status === 'failed')?.n ?? 0),
      oldestPendingAgeSeconds: pending?.oldest
        ? Math.max(0, (now.getTime() - new Date(pending.oldest).getTime()) / 1000)
        : 0,
    },
    smsChallengesToday: {
      verified: byResult('verified'),
      used: byResult('used'),
      pending: byResult('pending'),
      expired: byResult('expired'),
    },
    today: { capacity: Number(slots.capacity), booked: Number(slots.booked), inside: Number(inside.n) },
  };
}
