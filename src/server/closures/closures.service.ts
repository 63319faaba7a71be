import type { Clock } from '../../shared/rules/clock';
import { isClosedDay, isLastTuesdayOfMonth } from '../../shared/rules/closed-days';
import { addDays, datesBetween, type IsoDate, indiaDateOf } from '../../shared/rules/india-clock';
import type { Closure } from '../../shared/schemas/museum';
import type { AuditService } from '../audit/audit.service';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { CurrentUser } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import type { MailService } from '../mail/mail.service';
import { laterMailLanguage } from '../mail/mail-texts';
import type { Seats } from '../seats/seats';
import { closureMail } from './closure-mail';
import {
  cancelLiveBookingsOf,
  closeSlotsOf,
  deleteClosure,
  findClosure,
  insertCancelEvents,
  insertClosure,
  listClosures,
  liveBookingsOf,
  recipientsOf,
  reopenSlotsOf,
} from './closures.repository';

/** What closing a day did, or on a dry run would do. */
export interface ClosedDay {
  date: string;
  cancelled: number;
  people: number;
  dryRun: boolean;
}

export const RULE_REASON = 'Closed on the last Tuesday of every month';
const DEFAULT_LIST_DAYS = 365;
const RULE_DAYS_SHOWN = 3 * 366;

const closedByRule = () =>
  new AppError(
    409,
    'closed_by_rule',
    'The last Tuesday of every month is closed by rule; that cannot change here.',
  );

/**
 * Days the trust closes. Closing a day closes its slots, cancels its bookings that still
 * expect a visit (status −1, the reason in their events), returns their seats and queues one
 * mail each, all in one transaction: either all of it happens or none, and no mail is lost if
 * the process stops, because the outbox rows commit with the cancellations.
 */
export function createClosuresService(deps: {
  database: Pick<DatabaseHandle, 'db' | 'writeTransaction'>;
  clock: Clock;
  mail: Pick<MailService, 'template'>;
  audit: Pick<AuditService, 'record'>;
  config: Pick<Config, 'organisation' | 'site'>;
  /** The seats module: the cancelled bookings' seats go back; a reopened day's go to its waiting lists first. */
  seats: Pick<Seats, 'giveBackAll' | 'offerFreed'>;
}) {
  const { database, clock, mail, audit, config, seats } = deps;
  const { db, writeTransaction } = database;
  const queueClosureMail = mail.template('day-closed', closureMail(config));

  return {
    async list(range: { from?: IsoDate; to?: IsoDate }): Promise<{ closures: Closure[] }> {
      const from = range.from ?? indiaDateOf(clock());
      const to = range.to ?? addDays(from, DEFAULT_LIST_DAYS - 1);
      const rows = await listClosures(db, from, to);
      const closures: Closure[] = rows.map((row) => ({
        date: row.date,
        kind: 'closure',
        reason: row.reason,
        closedAt: row.closed_at,
        closedBy: row.email ?? null,
        cancelled: row.cancelled,
      }));
      // A long range would list decades of rule days; three years of them are plenty.
      const ruleTo = to < addDays(from, RULE_DAYS_SHOWN) ? to : addDays(from, RULE_DAYS_SHOWN);
      const ruleDays = datesBetween(from, ruleTo)
        .filter(isLastTuesdayOfMonth)
        .map((date) => ({
          date,
          kind: 'rule' as const,
          reason: RULE_REASON,
          closedAt: null,
          closedBy: null,
          cancelled: 0,
        }));
      return { closures: [...closures, ...ruleDays].sort((a, b) => a.date.localeCompare(b.date)) };
    },

    /**
     * Closes the day; with `dryRun`, changes nothing and says what closing it would cancel
     * (the confirmation shows it), refusing what the closure itself would refuse.
     */
    async close(actor: CurrentUser, date: IsoDate, reason: string, dryRun = false): Promise<ClosedDay> {
      const now = clock();
      if (date < indiaDateOf(now))
        throw new AppError(409, 'day_over', 'That day is over; only today or a later day can be closed.');
      if (isClosedDay(date)) throw closedByRule();
      if (dryRun) {
        if (await findClosure(db, date))
          throw new AppError(409, 'already_closed', 'This day is closed already.');
        const live = await liveBookingsOf(db, date);
        return { date, cancelled: live.bookings, people: live.people, dryRun: true };
      }
      const at = now.toISOString();
      const cancelledBookings = await writeTransaction(async (trx) => {
        if (await findClosure(trx, date))
          throw new AppError(409, 'already_closed', 'This day is closed already.');
        // Slots first: on PostgreSQL this takes their row locks, so a booking still being made
        // for the day either commits before (and is cancelled here) or finds its slot closed.
        const closedBefore = await closeSlotsOf(trx, date);
        const bookings = await cancelLiveBookingsOf(trx, date, at);
        await insertCancelEvents(trx, bookings, { byUserId: actor.id, at, reason });
        await seats.giveBackAll(trx, bookings);
        const recipients = await recipientsOf(
          trx,
          bookings.map((booking) => booking.user_id),
        );
        for (const booking of bookings) {
          const recipient = recipients.get(booking.user_id);
          if (!recipient) continue;
          const language = laterMailLanguage(recipient.locale, booking.language);
          const data = { id: booking.id, date, slotLabel: booking.slot_label, reason, language };
          await queueClosureMail(trx, recipient.email, data, booking.id);
        }
        await insertClosure(trx, {
          date,
          reason,
          at,
          by: actor.id,
          cancelled: bookings.length,
          closedBefore,
        });
        await audit.record(trx, {
          at,
          actorUserId: actor.id,
          action: 'closure.add',
          subject: date,
          before: null,
          after: { reason, cancelled: bookings.length, bookings: bookings.map((booking) => booking.id) },
        });
        return bookings;
      });
      const people = cancelledBookings.reduce((sum, booking) => sum + booking.people, 0);
      return { date, cancelled: cancelledBookings.length, people, dryRun: false };
    },

    /** Opens the day again; its cancelled bookings stay cancelled. */
    async reopen(actor: CurrentUser, date: IsoDate): Promise<void> {
      if (isClosedDay(date)) throw closedByRule();
      await writeTransaction(async (trx) => {
        const closure = await findClosure(trx, date);
        if (!closure) throw notFound('This day is not closed.');
        const reopened = await reopenSlotsOf(trx, date, JSON.parse(closure.slots_closed_before) as string[]);
        for (const slotId of reopened) await seats.offerFreed(trx, slotId);
        await deleteClosure(trx, date);
        await audit.record(trx, {
          at: clock().toISOString(),
          actorUserId: actor.id,
          action: 'closure.remove',
          subject: date,
          before: { reason: closure.reason, cancelled: closure.cancelled },
          after: null,
        });
      });
    },
  };
}

export type ClosuresService = ReturnType<typeof createClosuresService>;
