import type { Kysely, Transaction } from 'kysely';
import { seatsHeld } from '../../shared/rules/attendance';
import { BOOKING_STATUS, holdsSeats, statusName } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import {
  type DoorStep,
  doorStep,
  doorVerdict,
  entryWindow,
  needsEntryWindow,
  UNDO_MINUTES,
} from '../../shared/rules/door';
import { indiaTimeOf } from '../../shared/rules/india-clock';
import { twelveHourText } from '../../shared/rules/slot-schedule';
import type { DoorBooking, StatusChange } from '../../shared/schemas/door';
import { staffTexts } from '../../shared/staff-texts';
import { texts } from '../../shared/texts';
import { walkInTexts } from '../../shared/walk-in-texts';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { FeedbackInvitations } from '../feedback/feedback-invitation';
import type { CurrentUser } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import {
  type BookingRow,
  changeStatus,
  findBooking,
  findPeople,
  insertStatusEvent,
} from './bookings.repository';
import type { BookingSeats } from './bookings.service';
import { findEvents, setAdmitted, stepTaken } from './door.repository';
import { toDoorBooking } from './door-view';

/** India wall-clock time of an instant, as staff read it: `10:02 AM`. */
const clockTime = (instant: string | Date) => twelveHourText(indiaTimeOf(new Date(instant)));

const notAllowed = () => new AppError(409, 'not_allowed', staffTexts.doorStepNotAllowed);

/** Thrown inside the step's transaction when its conditional update found another status. */
const LOST_RACE = Symbol('lost race');

export interface DoorServiceOptions {
  db: Kysely<Database>;
  writeTransaction: DatabaseHandle['writeTransaction'];
  clock: Clock;
  /** DOOR_EARLY_MINUTES: how long before its slot a visitor may enter. */
  earlyMinutes: number;
  invitations: FeedbackInvitations;
  audit: Pick<AuditService, 'record'>;
  /** The seats module: a refusal gives the seats back (offered to the waiting list), an undo takes them. */
  seats: BookingSeats;
}

/**
 * The door: a booking as staff see it, and the status steps. A step is one conditional
 * update (`WHERE status = from`) in one transaction with its event, its audit entry, any
 * change of seats and the feedback invitation, so two devices can never both take it.
 */
export function createDoorService(options: DoorServiceOptions) {
  const { db, writeTransaction, clock, earlyMinutes, invitations, audit, seats } = options;
  async function view(bookingId: string, viewer: CurrentUser): Promise<DoorBooking | null> {
    const booking = await findBooking(db, bookingId);
    if (!booking) return null;
    const [people, events] = await Promise.all([findPeople(db, bookingId), findEvents(db, bookingId)]);
    return toDoorBooking(booking, people, events, viewer, clock(), earlyMinutes);
  }

  /** 409 naming who moved the booking on, and when (its latest event). */
  async function statusChanged(bookingId: string): Promise<AppError> {
    const last = (await findEvents(db, bookingId)).at(-1);
    const who = last?.display_name || last?.email || 'Someone';
    const message = last
      ? staffTexts.doorStatusChanged(who, statusName(last.to_status), clockTime(last.at))
      : staffTexts.doorStepNotAllowed;
    return new AppError(409, 'status_changed', message);
  }

  /** True when the step lets someone in outside the window with force; throws without it. */
  function forcedEntry(booking: BookingRow, step: DoorStep, force: boolean | undefined, now: Date): boolean {
    if (!needsEntryWindow(step)) return false;
    const slot = {
      status: BOOKING_STATUS.booked,
      date: booking.date,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
    };
    const verdict = doorVerdict(slot, now, earlyMinutes);
    if (verdict === 'valid') return false;
    if (force) return true;
    const { opens } = entryWindow(slot, earlyMinutes);
    const message =
      verdict === 'too_early'
        ? staffTexts.doorTooEarly(clockTime(opens))
        : verdict === 'too_late'
          ? staffTexts.doorTooLate(clockTime(booking.ends_at))
          : staffTexts.doorWrongDay(booking.date);
    throw new AppError(409, 'outside_window', message);
  }

  /** An undo takes back the latest forward step, and only within UNDO_MINUTES of it. */
  async function checkUndo(bookingId: string, from: number, now: Date): Promise<void> {
    const last = (await findEvents(db, bookingId)).at(-1);
    const forward = last && last.from_status !== null ? doorStep(last.from_status, last.to_status) : null;
    if (!last || last.to_status !== from || !forward || forward === 'undo') {
      throw new AppError(409, 'not_allowed', staffTexts.doorNothingToUndo);
    }
    if (now.getTime() - Date.parse(last.at) > UNDO_MINUTES * 60_000) {
      throw new AppError(409, 'undo_expired', staffTexts.doorUndoTooLate(UNDO_MINUTES));
    }
  }

  /**
   * An undone refusal takes its seats again, beside the seats others hold; an undone partial
   * check-in takes back the seats of those who did not come.
   */
  async function takeSeatsBack(
    trx: Transaction<Database>,
    booking: BookingRow,
    count: number,
  ): Promise<boolean> {
    const request = {
      userId: booking.user_id,
      slotId: booking.slot_id,
      seats: count,
      earliestStart: null,
    };
    return (await seats.tryTake(trx, request)) === null;
  }

  /** How many of the party a check-in admits when fewer than all (null: all, or not a check-in). */
  function partAdmitted(booking: BookingRow, step: DoorStep, admitted: number | undefined): number | null {
    if (admitted === undefined) return null;
    if (step !== 'check_in') throw new AppError(400, 'invalid_input', walkInTexts.admittedOnlyAtCheckIn);
    if (admitted > booking.people) {
      throw new AppError(400, 'invalid_input', walkInTexts.admittedTooMany(booking.people));
    }
    return admitted < booking.people ? admitted : null;
  }

  /**
   * A party admitted in part gives back the seats of those who did not come (offered to the
   * slot's waiting list); undoing its check-in takes them again, when they are still free.
   */
  async function admitInPart(
    trx: Transaction<Database>,
    booking: BookingRow,
    step: DoorStep,
    admitted: number | null,
  ): Promise<void> {
    if (step === 'check_in' && admitted !== null) {
      await setAdmitted(trx, booking.id, admitted);
      await seats.giveBack(trx, booking.slot_id, booking.people - admitted);
    }
    const missing = booking.admitted === null ? 0 : booking.people - booking.admitted;
    if (step === 'undo' && booking.status === BOOKING_STATUS.checkedIn && missing > 0) {
      if (!(await takeSeatsBack(trx, booking, missing))) {
        throw new AppError(409, 'slot_full', staffTexts.doorUndoSlotFull);
      }
      await setAdmitted(trx, booking.id, null);
    }
  }

  async function current(bookingId: string, viewer: CurrentUser): Promise<DoorBooking> {
    return (await view(bookingId, viewer)) as DoorBooking;
  }

  return {
    view,

    async changeStatus(actor: CurrentUser, bookingId: string, change: StatusChange): Promise<DoorBooking> {
      const now = clock();
      const step = doorStep(change.from, change.to);
      if (!step) throw notAllowed();
      if (step === 'refuse' && !change.reason) {
        throw new AppError(400, 'reason_required', staffTexts.doorReasonRequired);
      }
      const booking = await findBooking(db, bookingId);
      if (!booking) throw notFound(texts.bookingNotFound);
      // A retried request (the device never heard the answer): the step was taken once.
      if (change.nonce && (await stepTaken(db, bookingId, change.nonce))) return current(bookingId, actor);
      if (booking.status !== change.from) throw await statusChanged(bookingId);
      const admitted = partAdmitted(booking, step, change.admitted);
      const forced = forcedEntry(booking, step, change.force, now);
      if (step === 'undo') await checkUndo(bookingId, change.from, now);

      const at = now.toISOString();
      try {
        await writeTransaction(async (trx) => {
          if (!(await changeStatus(trx, booking, change.from, change.to, at))) throw LOST_RACE;
          const reason = change.reason ?? null;
          await insertStatusEvent(trx, {
            bookingId,
            from: change.from,
            to: change.to,
            byUserId: actor.id,
            at,
            reason,
            forced,
            nonce: change.nonce ?? null,
          });
          await audit.record(trx, {
            at,
            actorUserId: actor.id,
            action: 'booking.status',
            subject: bookingId,
            before: {
              status: change.from,
              ...(booking.admitted === null ? {} : { admitted: booking.admitted }),
            },
            after: { status: change.to, step, reason, forced, ...(admitted === null ? {} : { admitted }) },
          });
          if (holdsSeats(change.from) && !holdsSeats(change.to)) {
            await seats.giveBack(trx, booking.slot_id, seatsHeld(booking));
          }
          if (!holdsSeats(change.from) && holdsSeats(change.to)) {
            if (!(await takeSeatsBack(trx, booking, booking.people))) {
              throw new AppError(409, 'slot_full', staffTexts.doorUndoSlotFull);
            }
          }
          await admitInPart(trx, booking, step, admitted);
          if (change.to === BOOKING_STATUS.checkedOut) await invitations.invite(trx, bookingId, at);
        });
      } catch (error) {
        if (error !== LOST_RACE) throw error;
        if (change.nonce && (await stepTaken(db, bookingId, change.nonce))) return current(bookingId, actor);
        throw await statusChanged(bookingId);
      }
      return current(bookingId, actor);
    },
  };
}

export type DoorService = ReturnType<typeof createDoorService>;
