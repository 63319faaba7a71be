import { formatLongDate } from '../../shared/rules/format-date';
import type { Config } from '../config';
import { renderMail } from '../mail/mail-layout';
import type { MailTemplate } from '../mail/mail-templates';

/** What the outbox keeps of a closure mail until it is sent. */
export interface ClosureMailData {
  id: string;
  date: string;
  slotLabel: string;
  reason: string;
}

/** The mail telling a visitor the trust closed their day: what, why, and where to book again. */
export function closureMail(config: Pick<Config, 'organisation' | 'site'>): MailTemplate<ClosureMailData> {
  const { name, trustName } = config.organisation;
  return {
    subject: (booking) => `Your visit on ${formatLongDate(booking.date)} is cancelled`,
    body(booking) {
      const day = formatLongDate(booking.date);
      return renderMail({
        trustName,
        siteName: name,
        paragraphs: [
          `We are sorry: ${name} is closed on ${day}, so your visit at ${booking.slotLabel} is cancelled.`,
          `Why: ${booking.reason}`,
          `Booking ID: ${booking.id}. You do not need to do anything; the booking shows as cancelled in your bookings.`,
          'You are welcome on another day. Booking is free, as before.',
        ],
        link: { href: new URL('/', config.site.homeSite).toString(), label: 'Book another day' },
        afterLink: [],
      });
    },
  };
}
