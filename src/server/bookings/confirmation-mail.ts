import type { Ticket } from '../../shared/schemas/bookings';
import { texts } from '../../shared/texts';
import { calendarInvite } from './calendar-invite';

export interface ConfirmationMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface ConfirmationContext {
  /** Absolute link to the ticket page. */
  ticketUrl: string;
  placeName: string;
  address: string;
  slotMinutes: number;
  now: Date;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The booking confirmation: what, when, the ticket link, and the visit as a calendar event. */
export function confirmationMail(ticket: Ticket, context: ConfirmationContext): ConfirmationMail {
  const when = `${ticket.date}, ${ticket.slotLabel}`;
  const people = ticket.people.length === 1 ? '1 person' : `${ticket.people.length} people`;
  const start = new Date(ticket.startsAt);
  const invite = calendarInvite({
    uid: `${ticket.id}@visitpass`,
    stamp: context.now,
    start,
    end: new Date(start.getTime() + context.slotMinutes * 60_000),
    summary: `Visit: ${context.placeName}`,
    location: context.address,
    description: `${people}. Booking ID ${ticket.id}. ${texts.ticketReminders.join(' ')}`,
    url: context.ticketUrl,
  });
  const text = [
    `${texts.bookingConfirmed} ${context.placeName}`,
    '',
    `Date and slot: ${when}`,
    `Visitors: ${people}`,
    `Booking ID: ${ticket.id}`,
    '',
    `Your ticket: ${context.ticketUrl}`,
    '',
    ...texts.ticketReminders,
  ].join('\n');
  const html = `<p><strong>${escapeHtml(texts.bookingConfirmed)}</strong> ${escapeHtml(context.placeName)}</p>
<p>Date and slot: ${escapeHtml(when)}<br>Visitors: ${people}<br>Booking ID: ${escapeHtml(ticket.id)}</p>
<p><a href="${escapeHtml(context.ticketUrl)}">${escapeHtml(texts.viewTicket)}</a></p>
<ul>${texts.ticketReminders.map((reminder) => `<li>${escapeHtml(reminder)}</li>`).join('')}</ul>`;
  return {
    subject: `${texts.bookingConfirmed} ${when}`,
    text,
    html,
    attachments: [
      { filename: 'visit.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: invite },
    ],
  };
}
