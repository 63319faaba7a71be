import { texts } from '../../shared/texts';
import type { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/mail-layout';
import type { MailBody } from '../mail/mail-templates';
import {
  mapUrl,
  partyLine,
  ticketUrl,
  type VisitMailBooking,
  type VisitMailContext,
  visitCalendarFile,
  visitFacts,
  visitWhen,
} from './confirmation-mail';

// The mails of the front desk's changes: a booking moved (by its owner or by staff) and a
// booking cancelled by the trust. Rendered when sent, like the booking's own (decision 0035).

/** What the outbox keeps of a moved booking's mail: the booking now, and when it was before. */
export interface MovedMailData {
  booking: VisitMailBooking;
  /** The visit as it was, in words. */
  was: string;
  appOrigin: string;
}

export interface TrustCancelledMailData {
  booking: VisitMailBooking;
  reason: string;
  appOrigin: string;
}

export const movedSubject = (booking: VisitMailBooking) => `Booking Changed: ${visitWhen(booking)}`;

/** The new time, the old one, and the new visit's calendar file (same UID: calendars update it). */
export function movedBody(data: MovedMailData, context: VisitMailContext): MailBody {
  const { booking } = data;
  const { text, html } = renderMail({
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [
      'Your booking has been moved to a new time.',
      ...visitFacts(booking, context).toSpliced(2, 0, `It was: ${data.was}`),
    ],
    link: { href: ticketUrl(context.appOrigin, booking.id), label: texts.viewTicket },
    afterLink: [
      ...texts.ticketReminders,
      'The attached calendar file moves the visit in your calendar.',
      `If you did not ask for this change, please write to ${context.contactEmail}.`,
    ],
    moreLinks: [{ href: mapUrl(context.address), label: 'Map' }],
  });
  const invite = {
    filename: 'visit.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: visitCalendarFile(booking, context),
  };
  return { text, html, attachments: [invite] };
}

export const trustCancelledSubject = (booking: VisitMailBooking) =>
  `Booking Cancelled: ${visitWhen(booking)}`;

/** Sent when staff cancel a booking for the visitor: which visit, and why. */
export function trustCancelledBody(data: TrustCancelledMailData, context: VisitMailContext): MailBody {
  const { booking } = data;
  const { text, html } = renderMail({
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [
      `Your booking for ${visitWhen(booking)} has been cancelled by ${context.trustName}.`,
      `Reason: ${data.reason}`,
      partyLine(booking),
      `Booking ID: ${booking.id}`,
    ],
    link: { href: `${context.appOrigin}/`, label: 'Book another visit' },
    afterLink: [`If you have a question, please write to ${context.contactEmail}.`],
  });
  return { text, html };
}

/** Registers the two mails; returns what queues each in the caller's transaction. */
export function createFrontDeskMail(
  mail: Pick<MailService, 'template'>,
  contextFor: (appOrigin: string, now: Date) => VisitMailContext,
) {
  return {
    moved: mail.template<MovedMailData>('booking-moved', {
      subject: ({ booking }) => movedSubject(booking),
      body: (data, queuedAt) => movedBody(data, contextFor(data.appOrigin, queuedAt)),
    }),
    cancelledByTrust: mail.template<TrustCancelledMailData>('booking-cancelled-by-trust', {
      subject: ({ booking }) => trustCancelledSubject(booking),
      body: (data, queuedAt) => trustCancelledBody(data, contextFor(data.appOrigin, queuedAt)),
    }),
  };
}
