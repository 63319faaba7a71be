import type { Language } from '../../shared/languages';
import type { Config } from '../config';
import type { MailService } from '../mail/mail.service';
import { mailLanguage } from '../mail/mail-texts';
import type { BookingConfirmations, BookingContext } from './bookings.service';
import {
  cancellationBody,
  cancellationSubject,
  confirmationBody,
  confirmationSubject,
  type VisitMailBooking,
  type VisitMailContext,
  visitCalendarFile,
  visitMailBooking,
  visitMailContext,
} from './confirmation-mail';

/** What every visit mail says of the trust and the site, with the links' origin. */
export function visitMailContextFor(config: Config) {
  return (appOrigin: string, now: Date): VisitMailContext => visitMailContext(config, appOrigin, now);
}

/** The visitor's origin for the links back to the app: the browser's, else the configured site. */
export function appOriginFor(config: Config) {
  return (context: BookingContext) => context.origin ?? new URL(config.site.homeSite).origin;
}

/** What the outbox keeps of a visit mail until it is sent. */
interface VisitMailData {
  booking: VisitMailBooking;
  /** The visitor's origin, for the links back to the app. */
  appOrigin: string;
  /** The language the visitor booked in (absent on mails queued before languages: English). */
  language?: Language;
}

/**
 * The booking's mails go into the outbox in the booking's own transaction: each exists
 * exactly when its change does and costs no extra disk flush. The outbox keeps their data and
 * they are rendered when sent (decision 0035), which keeps the booking's transaction short.
 * After the commit the mail service delivers them without holding up the visitor's answer,
 * and retries if SMTP fails.
 */
export function createConfirmationSender(mail: MailService, config: Config, clock: () => Date) {
  const contextFor = visitMailContextFor(config);
  const originOf = appOriginFor(config);

  const queueConfirmation = mail.template<VisitMailData>('booking-confirmed', {
    subject: ({ booking, language }) => confirmationSubject(booking, mailLanguage(language)),
    body: ({ booking, appOrigin, language }, queuedAt) =>
      confirmationBody(booking, contextFor(appOrigin, queuedAt), mailLanguage(language)),
  });
  const queueCancellation = mail.template<VisitMailData>('booking-cancelled', {
    subject: ({ booking, language }) => cancellationSubject(booking, mailLanguage(language)),
    body: ({ booking, appOrigin, language }, queuedAt) =>
      cancellationBody(booking, contextFor(appOrigin, queuedAt), mailLanguage(language)),
  });

  const confirmations: BookingConfirmations = {
    async queue(trx, ticket, user, context) {
      const data = {
        booking: visitMailBooking(ticket),
        appOrigin: originOf(context),
        language: context.language,
      };
      await queueConfirmation(trx, user.email, data, ticket.id);
    },
    async queueCancellation(trx, ticket, user, context) {
      const data = {
        booking: visitMailBooking(ticket),
        appOrigin: originOf(context),
        language: context.language,
      };
      await queueCancellation(trx, user.email, data, ticket.id);
    },
    calendarFile: (ticket, context) =>
      visitCalendarFile(ticket, contextFor(originOf(context), clock()), mailLanguage(context.language)),
  };
  return confirmations;
}
