import type { Language } from '../../shared/languages';
import type { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/mail-layout';
import type { MailBody } from '../mail/mail-templates';
import { mailLanguage, mailTexts } from '../mail/mail-texts';
import {
  calendarAttachment,
  mapUrl,
  partyLine,
  ticketUrl,
  type VisitMailBooking,
  type VisitMailContext,
  visitFacts,
  visitWhen,
} from './confirmation-mail';

// The mails of the front desk's changes: a booking moved (by its owner or by staff) and a
// booking cancelled by the trust. Rendered when sent, like the booking's own (decision 0035).

/** What the outbox keeps of a moved booking's mail: the booking now, and when it was before. */
export interface MovedMailData {
  booking: VisitMailBooking;
  /** The visit as it was, in words (in the mail's language). */
  was: string;
  appOrigin: string;
  /** The visitor's language (absent on mails queued before languages: English). */
  language?: Language;
}

export interface TrustCancelledMailData {
  booking: VisitMailBooking;
  /** The trust's words, as staff typed them. */
  reason: string;
  appOrigin: string;
  /** The visitor's language (absent on mails queued before languages: English). */
  language?: Language;
}

export function movedSubject(booking: VisitMailBooking, language: Language = 'en'): string {
  const t = mailTexts(language);
  return t('mail.moved.subject', { when: visitWhen(booking, language) });
}

/** The new time, the old one, and the new visit's calendar file (same UID: calendars update it). */
export function movedBody(data: MovedMailData, context: VisitMailContext): MailBody {
  const { booking } = data;
  const language = mailLanguage(data.language);
  const t = mailTexts(language);
  const { text, html } = renderMail({
    language,
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [
      t('mail.moved.intro'),
      ...visitFacts(booking, context, language).toSpliced(2, 0, t('mail.moved.was', { was: data.was })),
    ],
    link: { href: ticketUrl(context.appOrigin, booking.id), label: t('mail.viewTicket') },
    afterLink: [
      t('mail.reminder.0'),
      t('mail.reminder.1'),
      t('mail.moved.calendarFile'),
      t('mail.moved.notYou', { email: context.contactEmail }),
    ],
    moreLinks: [{ href: mapUrl(context.address), label: t('mail.map') }],
  });
  return { text, html, attachments: [calendarAttachment(booking, context, language)] };
}

export function trustCancelledSubject(booking: VisitMailBooking, language: Language = 'en'): string {
  const t = mailTexts(language);
  return t('mail.cancelledSubject', { when: visitWhen(booking, language) });
}

/** Sent when staff cancel a booking for the visitor: which visit, and why. */
export function trustCancelledBody(data: TrustCancelledMailData, context: VisitMailContext): MailBody {
  const { booking } = data;
  const language = mailLanguage(data.language);
  const t = mailTexts(language);
  const { text, html } = renderMail({
    language,
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [
      t('mail.trustCancelled.intro', { when: visitWhen(booking, language), trust: context.trustName }),
      t('mail.trustCancelled.reason', { reason: data.reason }),
      partyLine(booking, language),
      t('mail.bookingId', { id: booking.id }),
    ],
    link: { href: `${context.appOrigin}/`, label: t('mail.bookAnother') },
    afterLink: [t('mail.question', { email: context.contactEmail })],
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
      subject: ({ booking, language }) => movedSubject(booking, mailLanguage(language)),
      body: (data, queuedAt) => movedBody(data, contextFor(data.appOrigin, queuedAt)),
    }),
    cancelledByTrust: mail.template<TrustCancelledMailData>('booking-cancelled-by-trust', {
      subject: ({ booking, language }) => trustCancelledSubject(booking, mailLanguage(language)),
      body: (data, queuedAt) => trustCancelledBody(data, contextFor(data.appOrigin, queuedAt)),
    }),
  };
}
