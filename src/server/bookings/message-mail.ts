import { formatLongDate } from '../../shared/rules/format-date';
import { texts } from '../../shared/texts';
import type { Config } from '../config';
import { renderMail } from '../mail/mail-layout';
import type { MailTemplate } from '../mail/mail-templates';
import { ticketUrl } from './confirmation-mail';

/** What the outbox keeps of a message until it is sent. */
export interface MessageMailData {
  subject: string;
  text: string;
  booking: { id: string; date: string; slotLabel: string };
}

/** The admins' words, split into paragraphs at blank lines. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** A message from the trust about a visit: their words, then which booking it is about. */
export function messageMail(config: Pick<Config, 'organisation' | 'site'>): MailTemplate<MessageMailData> {
  const { name, trustName, email } = config.organisation;
  const origin = new URL(config.site.homeSite).origin;
  return {
    subject: (message) => message.subject,
    body({ text, booking }) {
      return renderMail({
        trustName,
        siteName: name,
        paragraphs: [
          ...paragraphsOf(text),
          `This message is about your visit on ${formatLongDate(booking.date)}, ${booking.slotLabel} (Booking ID: ${booking.id}).`,
        ],
        link: { href: ticketUrl(origin, booking.id), label: texts.viewTicket },
        afterLink: [`If you have a question, please write to ${email}.`],
      });
    },
  };
}
