import type { Config } from '../config';
import type { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/mail-layout';
import { type AuthMailer, SET_PASSWORD_LINK_SECONDS, SIGN_IN_LINK_SECONDS } from './auth';

/** A link's lifetime in words: "10 minutes", "one hour", "2 hours". */
function duration(seconds: number): string {
  if (seconds % 3600 !== 0) return `${seconds / 60} minutes`;
  const hours = seconds / 3600;
  return hours === 1 ? 'one hour' : `${hours} hours`;
}

/** The sign-in and set-password mails. Links open the app, which finishes with a POST. */
export function createAccountMailer(config: Config, mail: MailService): AuthMailer {
  const { name, trustName } = config.organisation;
  const adminHost = new URL(config.site.adminSite).hostname;

  return {
    // A link asked for on the staff site goes back there, and speaks to staff.
    async sendSignInLink(email, token, linkBase) {
      const link = new URL('/', linkBase);
      link.searchParams.set('mode', 'signIn');
      link.searchParams.set('token', token);
      const staff = link.hostname === adminHost;
      const { text, html } = renderMail({
        trustName,
        siteName: name,
        paragraphs: [
          staff
            ? `We received a request to sign in to the ${name} staff site with this e-mail address.`
            : `We received a request to sign in to online booking at ${name} with this e-mail address.`,
        ],
        link: {
          href: link.toString(),
          label: staff ? 'Sign in to the staff site' : 'Sign in to book your visit',
        },
        afterLink: [
          `The link works once and for ${duration(SIGN_IN_LINK_SECONDS)}.`,
          'If you did not ask for it, you can ignore this e-mail.',
        ],
      });
      const subject = staff ? `Sign in to the ${name} staff site` : `Sign in to ${name}`;
      await mail.sendMail({ to: email, subject, text, html });
    },

    async sendSetPasswordLink(email, token, linkBase) {
      const link = new URL('/set-password', linkBase);
      link.searchParams.set('token', token);
      const { text, html } = renderMail({
        trustName,
        siteName: name,
        paragraphs: [`You asked to set a password for online booking at ${name}.`],
        link: { href: link.toString(), label: 'Set your password' },
        afterLink: [
          `The link works once, for ${duration(SET_PASSWORD_LINK_SECONDS)}.`,
          'If you did not ask for it, you can ignore this e-mail: your account stays as it is.',
        ],
      });
      await mail.sendMail({ to: email, subject: `Set your password for ${name}`, text, html });
    },
  };
}
