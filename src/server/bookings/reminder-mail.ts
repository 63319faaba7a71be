import { texts } from '../../shared/texts';
import { renderMail } from '../mail/mail-layout';
import type { MailBody } from '../mail/mail-templates';
import {
  calendarAttachment,
  mapUrl,
  ticketUrl,
  type VisitMailBooking,
  type VisitMailContext,
  visitFacts,
  visitWhen,
} from './confirmation-mail';

export const reminderSubject = (booking: VisitMailBooking) =>
  `Reminder: your visit tomorrow, ${visitWhen(booking)}`;

/**
 * The day-before reminder: when and who, the ticket, the visit as a calendar file, and a link
 * for a visitor who cannot come, so their seats go to the waiting list in time.
 */
export function reminderBody(
  booking: VisitMailBooking,
  context: VisitMailContext,
  cantComeLink: string,
): MailBody {
  const { text, html } = renderMail({
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [
      `We look forward to welcoming you at ${context.siteName} tomorrow.`,
      ...visitFacts(booking, context),
    ],
    link: { href: ticketUrl(context.appOrigin, booking.id), label: texts.viewTicket },
    afterLink: [
      ...texts.ticketReminders,
      'The attached calendar file adds the visit to your calendar.',
      'If you can no longer come, please tell us with the link below. Your seats then go to visitors on the waiting list.',
    ],
    moreLinks: [
      { href: mapUrl(context.address), label: 'Map' },
      { href: new URL('/visit/getting-here', context.publicSite).toString(), label: 'How to get here' },
      { href: cantComeLink, label: "I can't come" },
    ],
  });
  return { text, html, attachments: [calendarAttachment(booking, context)] };
}
