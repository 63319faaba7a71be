import type { FastifyBaseLogger } from 'fastify';
import type { Ticket } from '../../shared/schemas/bookings';
import type { CurrentUser } from '../accounts/current-user';
import type { Config } from '../config';
import type { MailService } from '../mail/mail.service';
import type { BookingContext } from './bookings.service';
import { confirmationMail } from './confirmation-mail';

export interface ConfirmationSenderOptions {
  mail: MailService;
  config: Config;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Mails the booking confirmation after the booking is committed, without holding up the
 * visitor's answer: the outbox keeps the message and retries it if SMTP fails, and no
 * failure here can undo the booking. `settle()` waits for the ones still being written.
 */
export function createConfirmationSender({ mail, config, clock, log }: ConfirmationSenderOptions) {
  const pending = new Set<Promise<unknown>>();

  function send(ticket: Ticket, user: CurrentUser, context: BookingContext): Promise<void> {
    const site = context.origin ?? new URL(config.site.homeSite).origin;
    const message = confirmationMail(ticket, {
      ticketUrl: `${site}/booking/${ticket.id}`,
      siteName: config.organisation.name,
      trustName: config.organisation.trustName,
      address: config.organisation.address,
      slotMinutes: config.schedule.slotMinutes,
      now: clock(),
    });
    const sending = mail
      .sendMail({ to: user.email, ...message })
      // The booking id only: addresses and names stay out of the logs.
      .catch((error: unknown) =>
        log.error(
          { bookingId: ticket.id, code: (error as { code?: string }).code },
          'confirmation mail not queued',
        ),
      )
      .finally(() => pending.delete(sending));
    pending.add(sending);
    return Promise.resolve();
  }

  return {
    send,
    settle: () => Promise.allSettled([...pending]).then(() => undefined),
  };
}
