import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Ticket } from '../../shared/schemas/bookings';
import type { CurrentUser } from '../accounts/current-user';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { insertMail } from '../mail/mail.repository';
import type { MailService } from '../mail/mail.service';
import type { BookingConfirmations, BookingContext } from './bookings.service';
import { confirmationMail } from './confirmation-mail';

export interface ConfirmationSenderOptions {
  mail: MailService;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The booking confirmation goes into the mail outbox in the booking's own transaction (a
 * transactional outbox): it exists exactly when the booking does, costs no extra disk flush,
 * and the mail service retries it if SMTP fails. After the commit the outbox is delivered
 * without holding up the visitor's answer.
 */
export function createConfirmationSender({ mail, config, clock, log }: ConfirmationSenderOptions) {
  let delivering: Promise<unknown> | null = null;
  let again = false;

  function deliver(): void {
    if (!config.smtpUrl) return; // Locally the outbox is the mailbox.
    if (delivering) {
      again = true;
      return;
    }
    delivering = mail
      .retryDue()
      // The error's code only: SMTP replies can quote addresses.
      .catch((error: unknown) =>
        log.error({ code: (error as { code?: string }).code }, 'mail delivery failed'),
      )
      .finally(() => {
        delivering = null;
        if (again) {
          again = false;
          deliver();
        }
      });
  }

  const confirmations: BookingConfirmations = {
    async queue(trx: Transaction<Database>, ticket: Ticket, user: CurrentUser, context: BookingContext) {
      const site = context.origin ?? new URL(config.site.homeSite).origin;
      const now = clock();
      const message = confirmationMail(ticket, {
        ticketUrl: `${site}/booking/${ticket.id}`,
        siteName: config.organisation.name,
        trustName: config.organisation.trustName,
        address: config.organisation.address,
        slotMinutes: config.schedule.slotMinutes,
        now,
      });
      await insertMail(trx, {
        id: randomUUID(),
        to: user.email,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: JSON.stringify(message.attachments),
        status: config.smtpUrl ? 'pending' : 'local',
        createdAt: now.toISOString(),
        // Due at once: delivered right after the commit, or by the retry loop if that fails.
        nextAttemptAt: config.smtpUrl ? now.toISOString() : null,
      });
    },
    deliver,
  };

  /** Waits for a delivery still running (on close). */
  const settle = async () => {
    while (delivering) await delivering;
  };
  return { confirmations, settle };
}
