import { formatLongDate } from '../../shared/rules/format-date';
import type { Config } from '../config';
import type { MailMessage } from '../mail/mail.service';
import { renderMail } from '../mail/mail-layout';

/** The mail telling a visitor the trust closed their day: what, why, and where to book again. */
export function closureMail(
  config: Pick<Config, 'organisation' | 'site'>,
  booking: { id: string; date: string; slotLabel: string; email: string },
  reason: string,
): MailMessage {
  const { name, trustName } = config.organisation;
  const day = formatLongDate(booking.date);
  const { text, html } = renderMail({
    trustName,
    siteName: name,
    paragraphs: [
      `We are sorry: ${name} is closed on ${day}, so your visit at ${booking.slotLabel} is cancelled.`,
      `Why: ${reason}`,
      `Booking ID: ${booking.id}. You do not need to do anything; the booking shows as cancelled in your bookings.`,
      'You are welcome on another day. Booking is free, as before.',
    ],
    link: { href: new URL('/', config.site.homeSite).toString(), label: 'Book another day' },
    afterLink: [],
  });
  return { to: booking.email, subject: `Your visit on ${day} is cancelled`, text, html };
}
