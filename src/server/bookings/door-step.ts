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
import { staffTexts } from '../../shared/staff-texts';
import { texts } from '../../shared/texts';
import { walkInTexts } from '../../shared/walk-in-texts';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { FeedbackInvitations } from '../feedback/feedback-invitation';
import type { CurrentUser } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import { type BookingRow, changeStatus, findBooking, insertStatusEvent } from './bookings.repository';
import type { BookingSeats } from './bookings.service';
import { type EventRow, findEvents, setAdmitted, stepTaken } from './door.repository';

/** India wall-clock time of an instant, as staff read it: `10:02 AM`. */
export const clockTime = (instant: string | Date) => twelveHourText(indiaTimeOf(new Date(instant)));

/** The reason an offline step carries when the device gave none (decision 0058). */
export const OFFLINE_REASON = 'offline';

const notAllowed = () => new AppError(409, 'not_allowed', staffTexts.doorStepNotAllowed);

/** Thrown inside the step's transaction when its conditional update found another status. */
const LOST_RACE = Symbol('lost race');

export interface DoorStepsOptions {
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

/** A step as a device asks for it, online or uploaded later. */
export interface StepRequest {
  from: number;
  to: number;
  reason?: string;
  force?: boolean;
  admitted?: number;
  nonce?: string;
}

/**
 * When the step happened. Online that is now. An offline step (`offline`) happened at the
 * device's time and cannot be refused for breaking a rule at that moment: it is kept, marked
 * forced where online rules would have refused entry (decision 0058).
 */
export interface StepMoment {
  at: Date;
  offline: boolean;
}

/** `taken`: the step is recorded now; `repeated`: its nonce was taken before, nothing new. */
export type StepOutcome = { kind: 'taken'; forced: boolean } | { kind: 'repeated' };

/** The booking's latest status change: who made it, and when. */
export interface LastChange {
  status: number;
  by: string | null;
  at: string | null;
  /** "Meera already marked this booking checked in at 10:42 AM." */
  message: string;
}

/**
 * The door's one way to take a status step, for the online call and the offline upload
 * alike: one conditional update (`WHERE status = from`) in one transaction with its event,
 * its audit entry, any change of seats and the feedback invitation, so two devices can never
 * both take it. Refusals are AppErrors; an upload turns them into conflict results.
 */
export function createDoorSteps(options: DoorStepsOptions) {
  const { db, writeTransaction, clock, earlyMinutes, invitations, audit, seats } = options;

  async function lastChange(bookingId: string, status: number): Promise<LastChange> {
    const last = (await findEvents(db, bookingId)).at(-1);
    if (!last) return { status, by: null, at: null, message: staffTexts.doorStepNotAllowed };
    const who = last.display_name || last.email || 'Someone';
    return {
      status,
      by: last.email ?? null,
      at: last.at,
      message: staffTexts.doorStatusChanged(who, statusName(last.to_status), clockTime(last.at)),
    };
  }

  /** 409 naming who moved the booking on, and when (its latest event). */
  async function statusChanged(bookingId: string, status: number): Promise<AppError> {
    const { message } = await lastChange(bookingId, status);
    return new AppError(409, 'status_changed', message);
  }

  /**
   * True when the step lets someone in outside the window and `force` allows it; throws
   * without it. An offline step is always allowed: it already happened.
   */
  function forcedEntry(booking: BookingRow, step: DoorStep, force: boolean, at: Date): boolean {
    if (!needsEntryWindow(step)) return false;
    const slot = {
      status: BOOKING_STATUS.booked,
      date: booking.date,
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
    };
    const verdict = doorVerdict(slot, at, earlyMinutes);
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

  /** An undo takes back the latest forward step, and only within UNDO_MINUTES of it (as of `at`). */
  function checkUndo(events: EventRow[], from: number, at: Date): void {
    const last = events.at(-1);
    const forward = last && last.from_status !== null ? doorStep(last.from_status, last.to_status) : null;
    if (!last || last.to_status !== from || !forward || forward === 'undo') {
      throw new AppError(409, 'not_allowed', staffTexts.doorNothingToUndo);
    }
    if (at.getTime() - Date.parse(last.at) > UNDO_MINUTES * 60_000) {
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

  /**
   * The time the step's event records. Online: now. Offline: the device's time, but never
   * before the booking's latest event, which the step followed (it saw that status): the
   * events stay in the order they happened in, so the latest event is the current status.
   */
  function recordedAt(moment: StepMoment, events: EventRow[]): Date {
    const latest = events.at(-1);
    if (!moment.offline || !latest || Date.parse(latest.at) <= moment.at.getTime()) return moment.at;
    return new Date(latest.at);
  }

  async function take(
    actor: CurrentUser,
    bookingId: string,
    change: StepRequest,
    moment: StepMoment,
  ): Promise<StepOutcome> {
    const step = doorStep(change.from, change.to);
    if (!step) throw notAllowed();
    let reason = change.reason ?? null;
    if (step === 'refuse' && !reason) {
      // Offline the visitor was already turned away: the refusal stands, its reason says how.
      if (!moment.offline) throw new AppError(400, 'reason_required', staffTexts.doorReasonRequired);
      reason = OFFLINE_REASON;
    }
    const booking = await findBooking(db, bookingId);
    if (!booking) throw notFound(texts.bookingNotFound);
    // A retried request (the device never heard the answer): the step was taken once.
    if (change.nonce && (await stepTaken(db, bookingId, change.nonce))) return { kind: 'repeated' };
    if (booking.status !== change.from) throw await statusChanged(bookingId, booking.status);
    const admitted = partAdmitted(booking, step, change.admitted);
    // Only an undo and an offline step need the booking's history.
    const events = step === 'undo' || moment.offline ? await findEvents(db, bookingId) : [];
    const when = recordedAt(moment, events);
    const forced = forcedEntry(booking, step, Boolean(change.force) || moment.offline, when);
    if (forced && reason === null) reason = OFFLINE_REASON;
    if (step === 'undo') checkUndo(events, change.from, when);

    const at = when.toISOString();
    // The row's own change time is the server's: the roster's "changed since" reads it.
    const changedAt = moment.offline ? clock().toISOString() : at;
    try {
      await writeTransaction(async (trx) => {
        if (!(await changeStatus(trx, booking, change.from, change.to, changedAt))) throw LOST_RACE;
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
          after: {
            status: change.to,
            step,
            reason,
            forced,
            ...(admitted === null ? {} : { admitted }),
            ...(moment.offline ? { offline: true, uploadedAt: changedAt } : {}),
          },
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
      if (change.nonce && (await stepTaken(db, bookingId, change.nonce))) return { kind: 'repeated' };
      const now = await findBooking(db, bookingId);
      throw await statusChanged(bookingId, now?.status ?? booking.status);
    }
    return { kind: 'taken', forced };
  }

  return { take, lastChange };
}

export type DoorSteps = ReturnType<typeof createDoorSteps>;
