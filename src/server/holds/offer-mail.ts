import type { Language } from '../../shared/languages';
import { formatLongDate } from '../../shared/rules/format-date';
import { indiaDateOf, indiaTimeOf } from '../../shared/rules/india-clock';
import { twelveHourText } from '../../shared/rules/slot-schedule';
import type { Config } from '../config';
import { renderMail } from '../mail/mail-layout';
import type { MailTemplate } from '../mail/mail-templates';
import { mailLanguage, mailTexts } from '../mail/mail-texts';

/** What the outbox keeps of an offer mail until it is sent. */
export interface OfferMailData {
  date: string;
  label: string;
  seats: number;
  /** When the offer ends: an ISO instant. */
  expires: string;
  link: string;
  /** The visitor's language (absent on mails queued before languages: English). */
  language?: Language;
}

/** The slot as the confirmation mail writes it: 'Sunday, 22 November 2026, 09:30 AM - 10:00 AM'. */
const slotWhen = (offer: OfferMailData, language: Language) =>
  `${formatLongDate(offer.date, language)}, ${offer.label}`;

/** The mail offering a waiting visitor the seats that came free, held until the offer ends. */
export function offerMail(config: Pick<Config, 'organisation'>): MailTemplate<OfferMailData> {
  return {
    subject(offer) {
      const language = mailLanguage(offer.language);
      const t = mailTexts(language);
      return t('mail.offer.subject', { when: slotWhen(offer, language) });
    },
    body(offer) {
      const language = mailLanguage(offer.language);
      const t = mailTexts(language);
      const expires = new Date(offer.expires);
      const until = {
        time: twelveHourText(indiaTimeOf(expires)),
        date: formatLongDate(indiaDateOf(expires), language),
      };
      return renderMail({
        language,
        trustName: config.organisation.trustName,
        siteName: config.organisation.name,
        paragraphs: [
          t('mail.offer.intro', { seats: offer.seats, when: slotWhen(offer, language) }),
          t('mail.offer.until', until),
        ],
        link: { href: offer.link, label: t('mail.offer.link') },
        afterLink: [t('mail.offer.notice')],
      });
    },
  };
}
