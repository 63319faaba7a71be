import type { Language } from '../../shared/languages';
import { formatLongDate } from '../../shared/rules/format-date';
import type { Config } from '../config';
import { renderMail } from '../mail/mail-layout';
import type { MailTemplate } from '../mail/mail-templates';
import { mailLanguage, mailTexts } from '../mail/mail-texts';
import { ticketUrl } from './confirmation-mail';

/** What the outbox keeps of a message until it is sent. */
export interface MessageMailData {
  /** The admins' words, sent as they wrote them. */
  subject: string;
  text: string;
  booking: { id: string; date: string; slotLabel: string };
  /** The visitor's language, for the mail's own words (absent before languages: English). */
  language?: Language;
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
    body({ text, booking, language: kept }) {
      const language = mailLanguage(kept);
      const t = mailTexts(language);
      const about = {
        date: formatLongDate(booking.date, language),
        slot: booking.slotLabel,
        id: booking.id,
      };
      return renderMail({
        language,
        trustName,
        siteName: name,
        paragraphs: [...paragraphsOf(text), t('mail.message.about', about)],
        link: { href: ticketUrl(origin, booking.id), label: t('mail.viewTicket') },
        afterLink: [t('mail.question', { email })],
      });
    },
  };
}
