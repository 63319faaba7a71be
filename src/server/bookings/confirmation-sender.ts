import type { Transaction } from 'kysely';
import type { Ticket } from '../../shared/schemas/bookings';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import type { MailService } from '../mail/mail.service';
import type { BookingConfirmations, BookingContext } from './bookings.service';
import { confirmationMail } from './confirmation-mail';

/**
 * The booking confirmation goes into the mail outbox in the booking's own transaction: it
 * exists exactly when the booking does and costs no extra disk flush. After the commit the
 * mail service delivers it without holding up the visitor's answer, and retries if SMTP fails.
 */
export function createConfirmationSender(mail: MailService, config: Config, clock: () => Date) {
  const confirmations: BookingConfirmations = {
    async queue(trx: Transaction<Database>, ticket: Ticket, user: CurrentUser, context: BookingContext) {
      const site = context.origin ?? new URL(config.site.homeSite).origin;
      const message = confirmationMail(ticket, {
        ticketUrl: `${site}/booking/${ticket.id}`,
        siteName: config.organisation.name,
        trustName: config.organisation.trustName,
        address: config.organisation.address,
        slotMinutes: config.schedule.slotMinutes,
        now: clock(),
      });
      await mail.queue(trx, { to: user.email, ...message });
    },
    deliver: () => mail.deliverQueued(),
  };
  return confirmations;
}
