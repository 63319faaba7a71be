import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isLanguage, type Language } from '../../shared/languages';
import { earliestBookableStart } from '../../shared/rules/bookable';
import { BOOKING_STATUS, holdsSeats, isCancellable } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import { e164 } from '../../shared/rules/mobile';
import { ageOnDate, dobProblem, dobWindow, MINIMUM_AGE_YEARS } from '../../shared/rules/person';
import type { BookingsList, Ticket } from '../../shared/schemas/bookings';
import type { Person } from '../../shared/schemas/people';
import type { DatabaseHandle } from '../db/connect';
import type { Later } from '../db/later-answer';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import { say, sayAbout } from '../http/said';
import type { Seats } from '../seats/seats';
import { DELETED_ACCOUNT } from './account-erasure';
import type { SlotRow } from './bookings.repository';
import * as repository from './bookings.repository';
import { repeatsBooking } from './retried-booking';
import { toSummary, toTicket } from './ticket';

export interface NewBooking {
  slotId: string;
  people: Person[];
  verificationId: string;
  holdId?: string;
}

export interface BookingContext {
  /** The browser's origin, for links back to the app. */
  origin?: string;
  /** The language the visitor uses the site in: the booking's own mails are written in it. */
  language?: Language;
  /**
   * The language the request names (its `lang` cookie, else Accept-Language), if any: an
   * account with none yet takes it with the booking, so the trust's later mails follow it.
   */
  accountLanguage?: Language;
}

/** The booking's mails, queued in its own transaction (sent once it commits), and its calendar file. */
export interface BookingConfirmations {
  queue(
    trx: Transaction<Database>,
    ticket: Ticket,
    user: CurrentUser,
    context: BookingContext,
  ): Promise<void>;
  queueCancellation(
    trx: Transaction<Database>,
    ticket: Ticket,
    user: CurrentUser,
    context: BookingContext,
  ): Promise<void>;
  /** The visit as an iCalendar file (the mail's attachment). */
  calendarFile(ticket: Ticket, context: BookingContext): string;
}

/** The proven mobile number a booking uses up (the verification feature's challenges). */
export interface BookingChallenges {
  /**
   * Marks the challenge used by the booking. Its answer is read later (decision 0061): the
   * number, or the caller's refusal thrown when it could not be used.
   */
  spendForBooking(
    trx: Transaction<Database>,
    spend: { verificationId: string; userId: string; bookingId: string; now: Date },
  ): Promise<Later<{ country_code: string; mobile: string }>>;
  /** The booking this user's challenge was spent on, if any. */
  bookingMadeWith(verificationId: string, userId: string): Promise<string | null>;
}

/** The seats module: the only way a booking takes seats or gives them back. */
export type BookingSeats = Pick<Seats, 'take' | 'tryTake' | 'giveBack'>;

export interface BookingsServiceOptions {
  db: Kysely<Database>;
  /** How writes run: the database layer decides (a group commit on SQLite). */
  writeTransaction: DatabaseHandle['writeTransaction'];
  clock: Clock;
  lookaheadMinutes: number;
  challenges: BookingChallenges;
  confirmations: BookingConfirmations;
  seats: BookingSeats;
  /** The accounts feature's: gives an account with no language the booking's (accountLanguage). */
  adoptAccountLanguage(trx: Transaction<Database>, userId: string, language: Language): Promise<void>;
}

/** The slot's refusals, in the order a booking has always met them; else the slot. */
function bookableSlot(slot: SlotRow | undefined, earliestStart: string, people: number): SlotRow {
  if (!slot) throw new AppError(404, 'slot_not_found', say('error.slotNotFound'));
  if (isClosedDay(slot.date)) throw new AppError(409, 'slot_closed', say('error.slotClosedDay'));
  if (slot.closed) throw new AppError(409, 'slot_closed', say('error.slotNoLongerBookable'));
  if (slot.starts_at < earliestStart)
    throw new AppError(409, 'slot_not_bookable', say('error.slotNoLongerBookable'));
  if (people > slot.capacity) throw new AppError(400, 'too_many_people', say('error.tooManyPeopleForSlot'));
  return slot;
}

/** ≥ 120 bits from a secure source, URL-safe: the id is the ticket's capability. */
export function newBookingId(): string {
  return randomBytes(16).toString('base64url');
}

export function createBookingsService(options: BookingsServiceOptions) {
  const {
    db,
    writeTransaction,
    clock,
    lookaheadMinutes,
    challenges,
    confirmations,
    seats,
    adoptAccountLanguage,
  } = options;

  async function loadTicket(bookingId: string, viewer: CurrentUser | null) {
    return (await loadBooking(bookingId, viewer))?.ticket ?? null;
  }

  async function loadBooking(bookingId: string, viewer: CurrentUser | null) {
    const booking = await repository.findBooking(db, bookingId);
    // A deleted account's bookings keep only counts: they are no one's ticket any more.
    if (!booking || booking.user_id === DELETED_ACCOUNT) return null;
    return { booking, ticket: toTicket(booking, await repository.findPeople(db, bookingId), viewer) };
  }

  async function ownedBooking(bookingId: string, user: CurrentUser) {
    const booking = await repository.findBooking(db, bookingId);
    // Someone else's booking answers as if it did not exist.
    if (!booking || booking.user_id !== user.id) throw notFound(say('error.bookingNotFound'));
    return booking;
  }

  /**
   * The booking this visitor already made with the request's verification, when the request
   * repeats it exactly: a retry after the answer was lost (decision 0019). Null otherwise.
   */
  async function bookingRepeated(user: CurrentUser, input: NewBooking): Promise<Ticket | null> {
    const bookingId = await challenges.bookingMadeWith(input.verificationId, user.id);
    const booking = bookingId ? await repository.findBooking(db, bookingId) : undefined;
    if (!booking || booking.user_id !== user.id) return null;
    const people = await repository.findPeople(db, booking.id);
    return repeatsBooking(input, booking, people) ? toTicket(booking, people, user) : null;
  }

  const service = {
    async create(user: CurrentUser, input: NewBooking, context: BookingContext = {}): Promise<Ticket> {
      const now = clock();
      input.people.forEach((person, position) => {
        if (!dobProblem(person.dob, now)) return;
        // The same words as dobProblem's, in the visitor's language.
        const refusal = person.dob
          ? say('error.dobOutOfRange', { ...dobWindow(now), minimumAge: MINIMUM_AGE_YEARS })
          : say('error.dobRequired');
        throw new AppError(400, 'invalid_input', sayAbout(`people.${position}.dob`, refusal));
      });
      const earliestStart = earliestBookableStart(now, lookaheadMinutes).toISOString();
      const id = newBookingId();
      const at = now.toISOString();
      return writeTransaction(async (trx) => {
        // A write first: on SQLite the transaction takes the write lock here, not halfway.
        const spent = await challenges.spendForBooking(trx, {
          verificationId: input.verificationId,
          userId: user.id,
          bookingId: id,
          now,
        });
        const slotRead = await repository.findSlotLater(trx, input.slotId);
        // On PostgreSQL the two statements above travel with the seats' (after the slot's row
        // lock): begin, verification, slot, lock, holds and seats in one round trip (decision
        // 0061). The refusals keep their order: the slot's, the verification's, the seats'.
        const request = { userId: user.id, slotId: input.slotId, seats: input.people.length, earliestStart };
        const seatsRefusal = await seats.take(trx, { ...request, holdId: input.holdId }).then(
          () => null,
          (refusal: unknown) => refusal,
        );
        const slot = bookableSlot(await slotRead.answer(), earliestStart, input.people.length);
        const challenge = await spent.answer();
        if (seatsRefusal) throw seatsRefusal;

        const booking = {
          id,
          user_id: user.id,
          slot_id: slot.id,
          date: slot.date,
          slot_label: slot.label,
          people: input.people.length,
          mobile: e164(challenge.country_code, challenge.mobile),
          status: BOOKING_STATUS.booked,
          created_at: at,
          updated_at: at,
          language: context.language ?? null,
        };
        // Written with the commit, in its round trip on PostgreSQL.
        await repository.insertBooking(trx, booking, input.people);
        await repository.insertStatusEvent(trx, { bookingId: id, from: null, to: 0, byUserId: user.id, at });
        if (context.accountLanguage) {
          await adoptAccountLanguage(trx, user.id, context.accountLanguage);
        }
        const people = input.people.map((person) => ({
          ...person,
          document_number: person.documentNumber,
          age_at_visit: ageOnDate(person.dob, slot.date),
        }));
        const ticket = toTicket({ ...booking, starts_at: slot.starts_at }, people, user);
        await confirmations.queue(trx, ticket, user, context);
        return ticket;
      });
    },

    async list(user: CurrentUser | null): Promise<BookingsList> {
      if (!user) return { bookings: [] };
      const rows = await repository.listUserBookings(db, user.id);
      return { bookings: rows.map(toSummary) };
    },

    async ticket(bookingId: string, viewer: CurrentUser | null): Promise<Ticket> {
      const ticket = await loadTicket(bookingId, viewer);
      if (!ticket) throw notFound(say('error.bookingNotFound'));
      return ticket;
    },

    /**
     * The visit as a calendar file, for anyone holding the ticket link while it stands: in the
     * language it was booked in, as its confirmation's attachment (else the asker's).
     */
    async calendarFile(bookingId: string, context: BookingContext): Promise<string> {
      const found = await loadBooking(bookingId, null);
      if (!found) throw notFound(say('error.bookingNotFound'));
      const { booking, ticket } = found;
      if (!holdsSeats(ticket.status)) {
        throw new AppError(409, 'booking_not_standing', say('error.calendarForVoidBooking'));
      }
      const language = isLanguage(booking.language) ? booking.language : context.language;
      return confirmations.calendarFile(ticket, { ...context, language });
    },

    /**
     * The owner cancels before the slot starts; the seats go back and the cancellation mail
     * is queued in the same transaction.
     */
    async cancel(user: CurrentUser, bookingId: string, context: BookingContext = {}): Promise<Ticket> {
      const now = clock();
      const booking = await ownedBooking(bookingId, user);
      const startsAt = new Date(booking.starts_at);
      if (now >= startsAt) throw new AppError(409, 'booking_started', say('error.cancelAfterStart'));
      if (!isCancellable(booking.status, startsAt, now)) {
        throw new AppError(409, 'not_cancellable', say('error.cancelNotAllowed'));
      }
      const at = now.toISOString();
      const cancelled = BOOKING_STATUS.cancelled;
      const before = (await loadTicket(bookingId, user)) as Ticket;
      await writeTransaction(async (trx) => {
        // Conditional on the status read above: a concurrent change (a second cancel, the
        // door refusing it) makes this a refusal instead of returning the seats twice.
        if (!(await repository.changeStatus(trx, booking, booking.status, cancelled, at))) {
          throw new AppError(409, 'not_cancellable', say('error.cancelNotAllowed'));
        }
        const event = { bookingId, from: booking.status, to: cancelled, byUserId: user.id, at };
        await repository.insertStatusEvent(trx, event);
        await confirmations.queueCancellation(trx, { ...before, status: cancelled }, user, context);
        await seats.giveBack(trx, booking.slot_id, booking.people);
      });
      return (await loadTicket(bookingId, user)) as Ticket;
    },
  };

  return {
    ...service,
    /** Books; a retry of a booking already made answers that booking and stores nothing new. */
    async create(user: CurrentUser, input: NewBooking, context: BookingContext = {}): Promise<Ticket> {
      try {
        return await service.create(user, input, context);
      } catch (error) {
        // Looked up only on a refusal: the verification spent, or the slot full or started since.
        const repeated = error instanceof AppError ? await bookingRepeated(user, input) : null;
        if (repeated) return repeated;
        throw error;
      }
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
