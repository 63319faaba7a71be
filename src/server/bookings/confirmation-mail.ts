import type { Language } from '../../shared/languages';
import { formatLongDate } from '../../shared/rules/format-date';
import type { Ticket } from '../../shared/schemas/bookings';
import type { Config } from '../config';
import { renderMail } from '../mail/mail-layout';
import type { MailAttachment, MailBody } from '../mail/mail-templates';
import { mailTexts } from '../mail/mail-texts';
import { calendarInvite } from './calendar-invite';

export interface VisitMailContext {
  /** The app's origin as the visitor's browser knows it, for links back to it. */
  appOrigin: string;
  /** The trust's public site, whose /visit/getting-here page gives directions. */
  publicSite: string;
  siteName: string;
  trustName: string;
  address: string;
  /** Where visitors write to the trust. */
  contactEmail: string;
  slotMinutes: number;
  now: Date;
}

/** The visit mails' context from the settings, for links to `appOrigin`. */
export function visitMailContext(
  config: Pick<Config, 'site' | 'organisation' | 'schedule'>,
  appOrigin: string,
  now: Date,
): VisitMailContext {
  return {
    appOrigin,
    publicSite: config.site.publicSite,
    siteName: config.organisation.name,
    trustName: config.organisation.trustName,
    address: config.organisation.address,
    contactEmail: config.organisation.email,
    slotMinutes: config.schedule.slotMinutes,
    now,
  };
}

/**
 * What the visit's mails say about the booking: all the outbox keeps of it until the mail is
 * sent (names only: no date of birth, document or mobile). A Ticket is one too.
 */
export interface VisitMailBooking {
  id: string;
  date: string;
  slotLabel: string;
  startsAt: string;
  people: { name: string }[];
}

export function visitMailBooking(ticket: Ticket): VisitMailBooking {
  const { id, date, slotLabel, startsAt, people } = ticket;
  return { id, date, slotLabel, startsAt, people: people.map(({ name }) => ({ name })) };
}

/** 'Wednesday, 25 November 2026, 09:30 AM - 10:00 AM' (the date in the mail's language). */
export function visitWhen(ticket: VisitMailBooking, language: Language = 'en'): string {
  return `${formatLongDate(ticket.date, language)}, ${ticket.slotLabel}`;
}

export function partyLine(ticket: VisitMailBooking, language: Language = 'en'): string {
  const names = ticket.people.map((person) => person.name).join(', ');
  const t = mailTexts(language);
  return t('mail.visitors', { count: ticket.people.length, names });
}

/** The visit's facts, a line each, as every mail about one visit lists them. */
export function visitFacts(
  ticket: VisitMailBooking,
  context: Pick<VisitMailContext, 'address'>,
  language: Language = 'en',
): string[] {
  const t = mailTexts(language);
  return [
    t('mail.date', { date: formatLongDate(ticket.date, language) }),
    t('mail.slot', { slot: ticket.slotLabel }),
    partyLine(ticket, language),
    t('mail.bookingId', { id: ticket.id }),
    t('mail.address', { address: context.address }),
  ];
}

export const ticketUrl = (origin: string, id: string) => `${origin}/booking/${id}`;
export const calendarFileUrl = (origin: string, id: string) => `${origin}/api/bookings/${id}/calendar.ics`;
export const cancelUrl = (origin: string, id: string) => `${origin}/bookings?cancel=${id}`;
/** A map search for the address: works without any map key or embed. */
export const mapUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/**
 * The visit as a calendar event: the mail's attachment and the ticket page's download, its
 * words in the booking's language.
 */
export function visitCalendarFile(
  ticket: VisitMailBooking,
  context: VisitMailContext,
  language: Language = 'en',
): string {
  const t = mailTexts(language);
  const start = new Date(ticket.startsAt);
  const description = [
    t('mail.calendar.party', { count: ticket.people.length, id: ticket.id }),
    t('mail.reminder.0'),
    t('mail.reminder.1'),
  ];
  return calendarInvite({
    uid: `${ticket.id}@visitpass`,
    stamp: context.now,
    start,
    end: new Date(start.getTime() + context.slotMinutes * 60_000),
    summary: t('mail.calendar.summary', { site: context.siteName }),
    location: context.address,
    description: description.join(' '),
    url: ticketUrl(context.appOrigin, ticket.id),
  });
}

/** The visit's calendar file as a mail attachment. */
export function calendarAttachment(
  ticket: VisitMailBooking,
  context: VisitMailContext,
  language: Language = 'en',
): MailAttachment {
  return {
    filename: 'visit.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: visitCalendarFile(ticket, context, language),
  };
}

export function confirmationSubject(ticket: VisitMailBooking, language: Language = 'en'): string {
  const t = mailTexts(language);
  return t('mail.confirmedSubject', { when: visitWhen(ticket, language) });
}

/**
 * The booking confirmation: the day written out, the slot, who is coming, where it is (with
 * a map and directions), the ticket, how to cancel, and the visit as a calendar file.
 */
export function confirmationBody(
  ticket: VisitMailBooking,
  context: VisitMailContext,
  language: Language = 'en',
): MailBody {
  const invite = calendarAttachment(ticket, context, language);
  const t = mailTexts(language);
  const { text, html } = renderMail({
    language,
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [t('mail.bookingConfirmed'), ...visitFacts(ticket, context, language)],
    link: { href: ticketUrl(context.appOrigin, ticket.id), label: t('mail.viewTicket') },
    afterLink: [t('mail.reminder.0'), t('mail.reminder.1'), t('mail.calendarFile')],
    moreLinks: [
      { href: mapUrl(context.address), label: t('mail.map') },
      { href: new URL('/visit/getting-here', context.publicSite).toString(), label: t('mail.gettingHere') },
      { href: cancelUrl(context.appOrigin, ticket.id), label: t('mail.cancelLink') },
    ],
  });
  return { text, html, attachments: [invite] };
}

export function cancellationSubject(ticket: VisitMailBooking, language: Language = 'en'): string {
  const t = mailTexts(language);
  return t('mail.cancelledSubject', { when: visitWhen(ticket, language) });
}

/** Sent when the visitor cancels: which visit, and that its seats are free again. */
export function cancellationBody(
  ticket: VisitMailBooking,
  context: VisitMailContext,
  language: Language = 'en',
): MailBody {
  const t = mailTexts(language);
  const { text, html } = renderMail({
    language,
    trustName: context.trustName,
    siteName: context.siteName,
    paragraphs: [
      t('mail.cancelled', { when: visitWhen(ticket, language) }),
      partyLine(ticket, language),
      t('mail.bookingId', { id: ticket.id }),
    ],
    link: { href: `${context.appOrigin}/`, label: t('mail.bookAnother') },
    afterLink: [t('mail.notYou', { email: context.contactEmail })],
  });
  return { text, html };
}
