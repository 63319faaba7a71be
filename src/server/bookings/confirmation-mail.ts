import type { Ticket } from '../../shared/schemas/bookings';
import { texts } from '../../shared/texts';
import type { MailAttachment } from '../mail/mail.service';
import { renderMail } from '../mail/mail-layout';
import { calendarInvite } from './calendar-invite';

export interface ConfirmationContext {
  /** Absolute link to the ticket page. */
  ticketUrl: string;
  siteName: string;
  trustName: string;
  address: string;
  slotMinutes: number;
  now: Date;
}

/** The booking confirmation: what, when, the ticket link, and the visit as a calendar event. */
export function confirmationMail(ticket: Ticket, context: ConfirmationContext) {
  const when = `${ticket.date}, ${ticket.slotLabel}`;
  const people = ticket.people.length === 1 ? '1 person' : `${ticket.people.length} people`;
  const start = new Date(ticket.startsAt);
  const invite: MailAttachment = {
    filename: 'visit.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarInvite({
      uid: `${ticket.id}@visitpass`,
      stamp: context.now,
      start,
      end: new Date(start.getTime() + context.slotMinutes * 60_000),
      summary: `Visit: ${context.siteName}`,
      location: context.address,
      description: `${people}. Booking ID ${ticket.id}. ${texts.ticketReminders.join(' ')}`,
      url: context.ticketUrl,
    }),
  };
  const { text, html } = renderMail({
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [
      texts.bookingConfirmed,
      `Date and slot: ${when}`,
      `Visitors: ${people}`,
      `Booking ID: ${ticket.id}`,
    ],
    link: { href: context.ticketUrl, label: texts.viewTicket },
    afterLink: [...texts.ticketReminders, 'The attached calendar file adds the visit to your calendar.'],
  });
  return { subject: `${texts.bookingConfirmed} ${when}`, text, html, attachments: [invite] };
}
