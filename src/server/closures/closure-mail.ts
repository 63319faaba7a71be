import type { Language } from '../../shared/languages';
import { formatLongDate } from '../../shared/rules/format-date';
import type { Config } from '../config';
import { renderMail } from '../mail/mail-layout';
import type { MailTemplate } from '../mail/mail-templates';
import { mailLanguage, mailTexts } from '../mail/mail-texts';

/** What the outbox keeps of a closure mail until it is sent. */
export interface ClosureMailData {
  id: string;
  date: string;
  slotLabel: string;
  /** The trust's words, as staff typed them. */
  reason: string;
  /** The visitor's language (absent on mails queued before languages: English). */
  language?: Language;
}

/** The mail telling a visitor the trust closed their day: what, why, and where to book again. */
export function closureMail(config: Pick<Config, 'organisation' | 'site'>): MailTemplate<ClosureMailData> {
  const { name, trustName } = config.organisation;
  return {
    subject(booking) {
      const language = mailLanguage(booking.language);
      const t = mailTexts(language);
      return t('mail.closure.subject', { date: formatLongDate(booking.date, language) });
    },
    body(booking) {
      const language = mailLanguage(booking.language);
      const t = mailTexts(language);
      const date = formatLongDate(booking.date, language);
      return renderMail({
        language,
        trustName,
        siteName: name,
        paragraphs: [
          t('mail.closure.closed', { site: name, date, slot: booking.slotLabel }),
          t('mail.closure.why', { reason: booking.reason }),
          t('mail.closure.nothingToDo', { id: booking.id }),
          t('mail.closure.welcome'),
        ],
        link: {
          href: new URL('/', config.site.homeSite).toString(),
          label: t('mail.closure.bookAnotherDay'),
        },
        afterLink: [],
      });
    },
  };
}
