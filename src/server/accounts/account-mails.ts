import type { Config } from '../config';
import type { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/mail-layout';
import { type MailTranslate, mailTexts } from '../mail/mail-texts';
import { type AuthMailer, SET_PASSWORD_LINK_SECONDS, SIGN_IN_LINK_SECONDS } from './auth';

/** A link's lifetime in words: "10 minutes", "one hour", "2 hours". */
function duration(t: MailTranslate, seconds: number): string {
  if (seconds % 3600 !== 0) return t('mail.link.minutes', { minutes: seconds / 60 });
  return t('mail.link.hours', { hours: seconds / 3600 });
}

/**
 * The sign-in and set-password mails, in the language the visitor asked in. Links open the
 * app, which finishes with a POST.
 */
export function createAccountMailer(config: Config, mail: MailService): AuthMailer {
  const { name, trustName } = config.organisation;
  const adminHost = new URL(config.site.adminSite).hostname;

  return {
    // A link asked for on the staff site goes back there, and speaks to staff (in English).
    async sendSignInLink(email, token, linkBase, language) {
      const link = new URL('/', linkBase);
      link.searchParams.set('mode', 'signIn');
      link.searchParams.set('token', token);
      if (link.hostname === adminHost) {
        await mail.sendMail({ to: email, ...staffSignInMail(link.toString()) });
        return;
      }
      const t = mailTexts(language);
      const { text, html } = renderMail({
        language,
        trustName,
        siteName: name,
        paragraphs: [t('mail.signIn.asked', { site: name })],
        link: { href: link.toString(), label: t('mail.signIn.button') },
        afterLink: [
          t('mail.signIn.once', { duration: duration(t, SIGN_IN_LINK_SECONDS) }),
          t('mail.link.notAsked'),
        ],
      });
      await mail.sendMail({ to: email, subject: t('mail.signIn.subject', { site: name }), text, html });
    },

    async sendSetPasswordLink(email, token, linkBase, language) {
      const link = new URL('/set-password', linkBase);
      link.searchParams.set('token', token);
      const t = mailTexts(language);
      const { text, html } = renderMail({
        language,
        trustName,
        siteName: name,
        paragraphs: [t('mail.setPassword.asked', { site: name })],
        link: { href: link.toString(), label: t('mail.setPassword.button') },
        afterLink: [
          t('mail.setPassword.once', { duration: duration(t, SET_PASSWORD_LINK_SECONDS) }),
          t('mail.setPassword.notAsked'),
        ],
      });
      const subject = t('mail.setPassword.subject', { site: name });
      await mail.sendMail({ to: email, subject, text, html });
    },
  };

  function staffSignInMail(href: string) {
    const t = mailTexts('en');
    const { text, html } = renderMail({
      trustName,
      siteName: name,
      paragraphs: [`We received a request to sign in to the ${name} staff site with this e-mail address.`],
      link: { href, label: 'Sign in to the staff site' },
      afterLink: [
        `The link works once and for ${duration(t, SIGN_IN_LINK_SECONDS)}.`,
        t('mail.link.notAsked'),
      ],
    });
    return { subject: `Sign in to the ${name} staff site`, text, html };
  }
}
