import type { StaffRole } from '../../shared/schemas/staff';
import type { Config } from '../config';
import type { MailService } from '../mail/mail.service';
import { renderMail } from '../mail/mail-layout';

/**
 * The mail a new staff member gets when an admin adds them: where the staff site is and how
 * to sign in there. Queued in the transaction that grants the role; it holds no more than the
 * role (the address is the outbox row's own).
 */
export function createStaffWelcomeMail(mail: MailService, config: Pick<Config, 'organisation' | 'site'>) {
  const { name, trustName } = config.organisation;
  const queue = mail.template<{ role: StaffRole }>('staff-welcome', {
    subject: () => `Your staff access to ${name}`,
    body: ({ role }) =>
      renderMail({
        trustName,
        siteName: name,
        paragraphs: [
          `You have been given ${role === 'admin' ? 'admin' : 'staff'} access to the ${name} staff site.`,
          'To sign in, open the staff site, enter this e-mail address and press "Send me a login link". The link comes by e-mail; there is no password to remember.',
        ],
        link: { href: config.site.adminSite, label: 'Open the staff site' },
        afterLink: ['If you did not expect this, you can ignore this e-mail.'],
      }),
  });
  return { queue };
}

export type StaffWelcomeMail = ReturnType<typeof createStaffWelcomeMail>;
