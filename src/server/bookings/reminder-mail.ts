import type { Language } from '../../shared/languages';
import { renderMail } from '../mail/mail-layout';
import type { MailBody } from '../mail/mail-templates';
import { mailTexts } from '../mail/mail-texts';
import {
  calendarAttachment,
  mapUrl,
  ticketUrl,
  type VisitMailBooking,
  type VisitMailContext,
  visitFacts,
  visitWhen,
} from './confirmation-mail';

export function reminderSubject(booking: VisitMailBooking, language: Language = 'en'): string {
  const t = mailTexts(language);
  return t('mail.dayBefore.subject', { when: visitWhen(booking, language) });
}

/**
 * The day-before reminder: when and who, the ticket, the visit as a calendar file, and a link
 * for a visitor who cannot come, so their seats go to the waiting list in time.
 */
export function reminderBody(
  booking: VisitMailBooking,
  context: VisitMailContext,
  cantComeLink: string,
  language: Language = 'en',
): MailBody {
  const t = mailTexts(language);
  const { text, html } = renderMail({
    language,
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [
      t('mail.dayBefore.welcome', { site: context.siteName }),
      ...visitFacts(booking, context, language),
    ],
    link: { href: ticketUrl(context.appOrigin, booking.id), label: t('mail.viewTicket') },
    afterLink: [
      t('mail.reminder.0'),
      t('mail.reminder.1'),
      t('mail.calendarFile'),
      t('mail.dayBefore.cantComeHelp'),
    ],
    moreLinks: [
      { href: mapUrl(context.address), label: t('mail.map') },
      { href: new URL('/visit/getting-here', context.publicSite).toString(), label: t('mail.gettingHere') },
      { href: cantComeLink, label: t('mail.dayBefore.cantCome') },
    ],
  });
  return { text, html, attachments: [calendarAttachment(booking, context, language)] };
}
