import type { Transaction } from 'kysely';
import type { Ticket } from '../../shared/schemas/bookings';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import type { MailService } from '../mail/mail.service';
import type { BookingConfirmations, BookingContext } from './bookings.service';
import {
  cancellationMail,
  confirmationMail,
  type VisitMailContext,
  visitCalendarFile,
} from './confirmation-mail';

/**
 * The booking's mails go into the outbox in the booking's own transaction: each exists
 * exactly when its change does and costs no extra disk flush. After the commit the mail
 * service delivers them without holding up the visitor's answer, and retries if SMTP fails.
 */
export function createConfirmationSender(mail: MailService, config: Config, clock: () => Date) {
  const contextFor = (context: BookingContext): VisitMailContext => ({
    appOrigin: context.origin ?? new URL(config.site.homeSite).origin,
    publicSite: config.site.publicSite,
    siteName: config.organisation.name,
    trustName: config.organisation.trustName,
    address: config.organisation.address,
    contactEmail: config.organisation.email,
    slotMinutes: config.schedule.slotMinutes,
    now: clock(),
  });
  const confirmations: BookingConfirmations = {
    async queue(trx: Transaction<Database>, ticket: Ticket, user: CurrentUser, context: BookingContext) {
      await mail.queue(trx, { to: user.email, ...confirmationMail(ticket, contextFor(context)) });
    },
    async queueCancellation(trx, ticket, user, context) {
      await mail.queue(trx, { to: user.email, ...cancellationMail(ticket, contextFor(context)) });
    },
    calendarFile: (ticket, context) => visitCalendarFile(ticket, contextFor(context)),
    deliver: () => mail.deliverQueued(),
  };
  return confirmations;
}
