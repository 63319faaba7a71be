import type { Kysely } from 'kysely';
import { earliestBookableStart } from '../../shared/rules/bookable';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import { ageOnDate } from '../../shared/rules/person';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import { say } from '../http/said';
import { laterMailLanguage } from '../mail/mail-texts';
import type { Seats } from '../seats/seats';
import { DELETED_ACCOUNT } from './account-erasure';
import { type BookingRow, findBooking, findPeople, findSlot } from './bookings.repository';
import type { BookingContext } from './bookings.service';
import { visitMailBooking, visitWhen } from './confirmation-mail';
import { moveBookingRow, ownerMailbox, updateAges } from './front-desk.repository';
import type { createFrontDeskMail } from './front-desk-mail';
import { toTicket } from './ticket';

/** A booking moves while it is booked or validated (nobody has come in on it yet). */
export const MOVABLE_STATUSES = [BOOKING_STATUS.booked, BOOKING_STATUS.validated] as const;

export interface BookingMoveOptions {
  db: Kysely<Database>;
  writeTransaction: DatabaseHandle['writeTransaction'];
  clock: Clock;
  /** The booking cut-off: a visitor books (and moves) only slots starting this far ahead. */
  lookaheadMinutes: number;
  seats: Pick<Seats, 'move'>;
  audit: Pick<AuditService, 'record'>;
  mails: ReturnType<typeof createFrontDeskMail>;
  originOf: (context: BookingContext) => string;
}

/** Who moves the booking: its owner (by the booking cut-off) or staff (until the slot starts). */
export type Mover = { kind: 'owner'; user: CurrentUser } | { kind: 'staff'; user: CurrentUser };

/**
 * Moves a booking to another slot, keeping its id, its people and its verified mobile. The
 * booking's row, its ages, the audit entry, the visitor's mail and the seats change in one
 * transaction: the seats module takes the new slot's seats and gives the old ones back (to
 * that slot's waiting list), or the whole move is refused.
 */
export function createBookingMove(options: BookingMoveOptions) {
  const { db, writeTransaction, clock, lookaheadMinutes, seats, audit, mails, originOf } = options;

  async function movable(mover: Mover, bookingId: string): Promise<BookingRow> {
    const booking = await findBooking(db, bookingId);
    // Someone else's booking answers as if it did not exist; so does an erased account's.
    if (!booking || booking.user_id === DELETED_ACCOUNT) throw notFound(say('error.bookingNotFound'));
    if (mover.kind === 'owner' && booking.user_id !== mover.user.id)
      throw notFound(say('error.bookingNotFound'));
    if (!(MOVABLE_STATUSES as readonly number[]).includes(booking.status)) {
      throw new AppError(409, 'not_movable', say('error.notMovable'));
    }
    return booking;
  }

  return async function move(
    mover: Mover,
    bookingId: string,
    slotId: string,
    context: BookingContext = {},
  ): Promise<void> {
    const now = clock();
    const booking = await movable(mover, bookingId);
    // The visitor's cut-off is the booking's own: both slots must still be bookable. Staff
    // may move a party whose slot is under way, into any slot not yet started.
    const earliest = mover.kind === 'owner' ? earliestBookableStart(now, lookaheadMinutes) : now;
    if (mover.kind === 'owner' && new Date(booking.starts_at) < earliest) {
      throw new AppError(409, 'move_cut_off', say('error.moveCutOff'));
    }
    const slot = await findSlot(db, slotId);
    if (!slot) throw new AppError(404, 'slot_not_found', say('error.slotNotFound'));
    if (slot.id === booking.slot_id) throw new AppError(409, 'same_slot', say('error.sameSlot'));
    if (isClosedDay(slot.date)) throw new AppError(409, 'slot_closed', say('error.slotClosedDay'));
    if (slot.closed) throw new AppError(409, 'slot_closed', say('error.slotNoLongerBookable'));
    if (new Date(slot.starts_at) < earliest) {
      throw new AppError(409, 'slot_not_bookable', say('error.slotNoLongerBookable'));
    }
    if (booking.people > slot.capacity)
      throw new AppError(400, 'too_many_people', say('error.tooManyPeopleForSlot'));

    const at = now.toISOString();
    const people = await findPeople(db, bookingId);
    const owner = await ownerMailbox(db, booking.user_id);
    // The owner's own move is written in the language they asked in; staff's, in the visitor's.
    const language = context.language ?? laterMailLanguage(owner?.locale, booking.language);
    const before = { slotId: booking.slot_id, date: booking.date, slotLabel: booking.slot_label };
    const after = { slotId: slot.id, date: slot.date, slotLabel: slot.label };
    await writeTransaction(async (trx) => {
      // The booking's row first (as a cancel or a door step changes it), then the slots: the
      // same lock order everywhere. Conditional on the slot and status read above.
      const moved = await moveBookingRow(trx, {
        bookingId,
        fromSlotId: booking.slot_id,
        statuses: MOVABLE_STATUSES,
        slot,
        at,
      });
      if (!moved) throw new AppError(409, 'not_movable', say('error.notMovable'));
      const ages = people.flatMap((person, position) =>
        person.dob ? [{ position, age: ageOnDate(person.dob, slot.date) }] : [],
      );
      await updateAges(trx, bookingId, ages);
      await audit.record(trx, {
        at,
        actorUserId: mover.user.id,
        action: 'booking.move',
        subject: bookingId,
        before,
        after,
      });
      if (owner) {
        const movedBooking = {
          ...booking,
          slot_id: slot.id,
          date: slot.date,
          slot_label: slot.label,
          starts_at: slot.starts_at,
        };
        const ticket = toTicket(movedBooking, people, null);
        const was = visitWhen(visitMailBooking(toTicket(booking, people, null)), language);
        await mails.moved(
          trx,
          owner.email,
          { booking: visitMailBooking(ticket), was, appOrigin: originOf(context), language },
          bookingId,
        );
      }
      // Last: PostgreSQL holds the slots' row locks as briefly as it can.
      const request = {
        userId: booking.user_id,
        slotId: slot.id,
        seats: booking.people,
        earliestStart: earliest.toISOString(),
      };
      await seats.move(trx, booking.slot_id, request);
    });
  };
}

export type BookingMove = ReturnType<typeof createBookingMove>;
