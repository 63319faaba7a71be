import type { Kysely, Transaction } from 'kysely';
import type { Language } from '../../shared/languages';
import type { Clock } from '../../shared/rules/clock';
import { indiaDateOf, indiaInstant } from '../../shared/rules/india-clock';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/mail-layout';
import { laterMailLanguage, mailLanguage, mailTexts } from '../mail/mail-texts';
import { claimFeedbackInvitation, findUninvitedInside } from './feedback.repository';

/**
 * One mail per booking after the visit, inviting feedback: at check-out, or at the end of the
 * day for visitors who checked in but never out. The mail is queued in the transaction that
 * marks the booking invited, so it goes exactly once; undoing a check-out sends no other.
 */
export function createFeedbackInvitations(deps: {
  db: Kysely<Database>;
  writeTransaction: DatabaseHandle['writeTransaction'];
  mail: MailService;
  config: Pick<Config, 'organisation' | 'site' | 'schedule'>;
  clock: Clock;
}) {
  const { db, writeTransaction, mail, config, clock } = deps;
  const { name, trustName } = config.organisation;

  // `language` is absent on invitations queued before languages: English.
  const queueInvitation = mail.template<{ bookingId: string; language?: Language }>('feedback-invitation', {
    subject({ language }) {
      const t = mailTexts(mailLanguage(language));
      return t('mail.feedback.subject', { site: name });
    },
    body({ bookingId, language: kept }) {
      const language = mailLanguage(kept);
      const t = mailTexts(language);
      const link = new URL(`/feedback/${encodeURIComponent(bookingId)}`, config.site.homeSite).toString();
      return renderMail({
        language,
        trustName,
        siteName: name,
        paragraphs: [t('mail.feedback.thanks'), t('mail.bookingId', { id: bookingId })],
        link: { href: link, label: t('mail.feedback.give') },
        afterLink: [],
      });
    },
  });

  /** In the caller's transaction: queues the mail unless this booking was invited before. */
  async function invite(trx: Transaction<Database>, bookingId: string, at: string): Promise<boolean> {
    const visitor = await claimFeedbackInvitation(trx, bookingId, at);
    if (!visitor) return false;
    const language = laterMailLanguage(visitor.locale, visitor.language);
    await queueInvitation(trx, visitor.email, { bookingId, language });
    return true;
  }

  return {
    invite,

    /** The end-of-day pass: invites everyone still inside once their day has closed. */
    async inviteAfterClosing(): Promise<number> {
      const now = clock();
      const closed = (date: string) => indiaInstant(date, config.schedule.closingTime) <= now;
      let invited = 0;
      for (const booking of await findUninvitedInside(db, indiaDateOf(now))) {
        if (!closed(booking.date)) continue;
        const at = now.toISOString();
        if (await writeTransaction((trx) => invite(trx, booking.id, at))) invited += 1;
      }
      return invited;
    },
  };
}

export type FeedbackInvitations = ReturnType<typeof createFeedbackInvitations>;
