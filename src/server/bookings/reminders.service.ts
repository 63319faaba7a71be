import type { Kysely } from 'kysely';
import type { Language } from '../../shared/languages';
import { BOOKING_STATUS, isCancellable } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { addDays, indiaDateOf, indiaInstant } from '../../shared/rules/india-clock';
import type { CantCome } from '../../shared/schemas/front-desk-mail';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { Role } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import { say } from '../http/said';
import type { MailService } from '../mail/mail.service';
import { laterMailLanguage, mailLanguage } from '../mail/mail-texts';
import type { BookingContext, BookingsService } from './bookings.service';
import { cantComeKey, cantComeUrl, isCantComeKey } from './cant-come-key';
import { type VisitMailBooking, visitMailContext } from './confirmation-mail';
import { reminderBody, reminderSubject } from './reminder-mail';
import { claimReminder, dueReminders, findBookingWithOwner, namesOf } from './reminders.repository';

/** Reminders claimed and queued per transaction. */
const BATCH = 100;

/** The India hour as `HH:00`. */
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The reminder the day before (decision 0055): from REMINDER_HOUR (India), each live booking of
 * the next day that was made before that moment gets one mail. A reminder is claimed by a row
 * in `reminders_sent` in the transaction that queues its mail, so however often and on however
 * many instances `sendDue` runs, each booking is reminded once. The mail's "I can't come" link
 * carries a key (cant-come-key.ts); the page it opens asks before `cancel` changes anything.
 */
export function createReminders(deps: {
  db: Kysely<Database>;
  writeTransaction: DatabaseHandle['writeTransaction'];
  mail: Pick<MailService, 'template'>;
  config: Pick<Config, 'organisation' | 'site' | 'schedule' | 'reminderHour'>;
  bookings: Pick<BookingsService, 'cancel'>;
  clock: Clock;
  /** Signs the "I can't come" links. */
  secret: string;
}) {
  const { db, writeTransaction, mail, config, bookings, clock, secret } = deps;
  const homeOrigin = new URL(config.site.homeSite).origin;

  // `language` is absent on reminders queued before languages: English.
  const queueReminder = mail.template<{ booking: VisitMailBooking; language?: Language }>(
    'booking-reminder',
    {
      subject: ({ booking, language }) => reminderSubject(booking, mailLanguage(language)),
      body: ({ booking, language }, queuedAt) =>
        reminderBody(
          booking,
          visitMailContext(config, homeOrigin, queuedAt),
          cantComeUrl(homeOrigin, booking.id, cantComeKey(secret, booking.id)),
          mailLanguage(language),
        ),
    },
  );

  /** The booking behind a link, or a 404 that says nothing about whether it exists. */
  async function linkedBooking(bookingId: string, key: string) {
    const booking = isCantComeKey(secret, bookingId, key)
      ? await findBookingWithOwner(db, bookingId)
      : undefined;
    if (!booking) throw notFound(say('error.cantComeLinkInvalid'));
    return booking;
  }

  function viewOf(
    booking: NonNullable<Awaited<ReturnType<typeof findBookingWithOwner>>>,
    now: Date,
  ): CantCome {
    const startsAt = new Date(booking.starts_at);
    const live = booking.status === BOOKING_STATUS.booked || booking.status === BOOKING_STATUS.validated;
    const state =
      booking.status === BOOKING_STATUS.cancelled
        ? 'cancelled'
        : !live
          ? 'closed'
          : isCancellable(booking.status, startsAt, now)
            ? 'open'
            : 'started';
    return {
      id: booking.id,
      date: booking.date,
      slotLabel: booking.slot_label,
      startsAt: booking.starts_at,
      people: booking.people,
      state,
    };
  }

  return {
    /**
     * Reminds the visitors of tomorrow (India) once it is REMINDER_HOUR or later today; before
     * that, nothing. Returns how many reminders this call queued.
     */
    async sendDue(now: Date = clock()): Promise<number> {
      const today = indiaDateOf(now);
      const moment = indiaInstant(today, hourText(config.reminderHour));
      if (now < moment) return 0;
      const tomorrow = addDays(today, 1);
      const at = now.toISOString();
      let sent = 0;
      for (;;) {
        const due = await dueReminders(db, tomorrow, moment.toISOString(), BATCH);
        if (due.length === 0) return sent;
        const names = await namesOf(
          db,
          due.map((booking) => booking.id),
        );
        sent += await writeTransaction(async (trx) => {
          let claimed = 0;
          for (const booking of due) {
            if (!(await claimReminder(trx, booking.id, at))) continue;
            const people = (names.get(booking.id) ?? []).map((name) => ({ name }));
            const data = {
              id: booking.id,
              date: booking.date,
              slotLabel: booking.slot_label,
              startsAt: booking.starts_at,
              people,
            };
            const language = laterMailLanguage(booking.locale, booking.language);
            await queueReminder(trx, booking.email, { booking: data, language });
            claimed += 1;
          }
          return claimed;
        });
        // A short batch was the last one.
        if (due.length < BATCH) return sent;
      }
    },

    /** What the "I can't come" page shows; changes nothing. */
    async cantComeView(bookingId: string, key: string): Promise<CantCome> {
      return viewOf(await linkedBooking(bookingId, key), clock());
    },

    /**
     * Cancels the booking as its owner would (the same path: the cancellation mail, the seats
     * back to the slot and offered to its waiting list). A second press answers that it is
     * cancelled already.
     */
    async cantCome(bookingId: string, key: string, context: BookingContext): Promise<CantCome> {
      const booking = await linkedBooking(bookingId, key);
      if (booking.status === BOOKING_STATUS.cancelled) {
        throw new AppError(409, 'already_cancelled', say('error.alreadyCancelled'));
      }
      const owner = {
        id: booking.user_id,
        email: booking.email,
        displayName: booking.display_name || null,
        role: booking.role as Role,
      };
      await bookings.cancel(owner, bookingId, context);
      return viewOf({ ...booking, status: BOOKING_STATUS.cancelled }, clock());
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
