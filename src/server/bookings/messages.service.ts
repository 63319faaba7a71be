import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import { indiaDateOf } from '../../shared/rules/india-clock';
import type { VisitorMessage } from '../../shared/schemas/front-desk-mail';
import { texts } from '../../shared/texts';
import type { AuditService } from '../audit/audit.service';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError } from '../http/errors';
import type { MailService } from '../mail/mail.service';
import { laterMailLanguage } from '../mail/mail-texts';
import { messageMail } from './message-mail';
import { claimMessageMail, findSlotOfDate, unreachedBookings } from './messages.repository';

/** Mails queued per transaction: a big day is written in short transactions. */
const BATCH = 200;

/**
 * The same message (date, slot, subject, text) has the same key: sending it again reaches only
 * the bookings it has not reached yet (decision 0056).
 */
export function messageKey(message: Pick<VisitorMessage, 'date' | 'slotId' | 'subject' | 'text'>): string {
  const parts = [message.date, message.slotId ?? '', message.subject, message.text];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

const messageOf = ({ date, slotId, subject, text }: VisitorMessage) => ({
  date,
  slotId: slotId ?? null,
  subject,
  text,
});

const reach = (bookings: { email: string }[]) => ({
  bookings: bookings.length,
  addresses: new Set(bookings.map((booking) => booking.email.toLowerCase())).size,
});

/**
 * Messages from the admins to the visitors of a day or one slot: one mail per live booking,
 * queued in the outbox (which delivers them at its own pace) beside a `message_mails` row whose
 * key makes a second send of the same message skip every booking it has reached.
 */
export function createVisitorMessages(deps: {
  database: Pick<DatabaseHandle, 'db' | 'writeTransaction'>;
  clock: Clock;
  mail: Pick<MailService, 'template'>;
  audit: Pick<AuditService, 'record'>;
  config: Pick<Config, 'organisation' | 'site'>;
}) {
  const { database, clock, mail, audit, config } = deps;
  const { db, writeTransaction } = database;
  const queueMessage = mail.template('visitor-message', messageMail(config));

  return {
    /** Sends the message (or, on a dry run, counts whom it would reach). */
    async send(
      actor: CurrentUser,
      message: VisitorMessage,
    ): Promise<{ bookings: number; addresses: number }> {
      const now = clock();
      if (message.date < indiaDateOf(now)) {
        throw new AppError(
          409,
          'day_over',
          'That day is over; write to the visitors of today or a later day.',
        );
      }
      if (message.slotId) {
        const slot = await findSlotOfDate(db, message.slotId);
        if (!slot || slot.date !== message.date)
          throw new AppError(404, 'slot_not_found', texts.slotNotFound);
      }
      const key = messageKey(message);
      const where = { date: message.date, slotId: message.slotId, messageKey: key };
      if (message.dryRun) return reach(await unreachedBookings(db, where));

      const at = now.toISOString();
      const due = await unreachedBookings(db, where);
      const reached: { email: string }[] = [];
      // The audit entry commits with the last batch: it says whom the press of Send reached.
      const recordSend = (trx: Transaction<Database>) =>
        audit.record(trx, {
          at,
          actorUserId: actor.id,
          action: 'message.send',
          subject: message.slotId ?? message.date,
          before: null,
          after: { ...messageOf(message), ...reach(reached) },
        });
      if (due.length === 0) await writeTransaction(recordSend);
      for (let start = 0; start < due.length; start += BATCH) {
        const batch = due.slice(start, start + BATCH);
        await writeTransaction(async (trx) => {
          for (const booking of batch) {
            // Another press of Send may have reached this booking since it was read.
            const claim = { message_key: key, booking_id: booking.id, queued_at: at };
            if (!(await claimMessageMail(trx, claim))) continue;
            await queueMessage(trx, booking.email, {
              subject: message.subject,
              text: message.text,
              booking: { id: booking.id, date: booking.date, slotLabel: booking.slot_label },
              language: laterMailLanguage(booking.locale, booking.language),
            });
            reached.push(booking);
          }
          if (start + BATCH >= due.length) await recordSend(trx);
        });
      }
      const answer = reach(reached);
      return answer;
    },
  };
}

export type VisitorMessages = ReturnType<typeof createVisitorMessages>;
