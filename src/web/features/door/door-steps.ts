import { BOOKING_STATUS } from '../../../shared/rules/booking-status';
import {
  type DoorStep,
  doorStep,
  nextDoorStep,
  UNDO_MINUTES,
  type Verdict,
  verdictTone,
} from '../../../shared/rules/door';
import type { BookingEvent } from '../../../shared/schemas/door';

/** Verdicts that only a forced step with a reason gets past. */
const OUTSIDE_WINDOW = new Set(['too_early', 'too_late', 'wrong_day']);

export interface DoorChoices {
  /** The next step in order: validate, check in or check out. */
  next: { step: DoorStep; to: number } | null;
  /**
   * What the one large button does: the next step, or refusing on a red verdict (too late,
   * wrong day), so the eye and the Tab key meet refusing first; null when nothing should be
   * pressed without thinking (a party too early may simply come back later).
   */
  main: 'next' | 'refuse' | null;
  /** Check in outside the entry window, with a reason. */
  admitAnyway: boolean;
  refuse: boolean;
  /** Take back the last step, until `until`. */
  undo: { to: number; until: Date } | null;
}

/**
 * What the choices depend on: a booking from the server, or one from the device's roster
 * offline (whose events are the steps it took and has not uploaded yet).
 */
export interface ChoicesBooking {
  status: number;
  verdict: Verdict;
  events: readonly StepEvent[];
}
type StepEvent = Pick<BookingEvent, 'from' | 'to' | 'at'>;

/** The newest change of the booking. */
export function lastEvent(booking: ChoicesBooking): StepEvent | undefined {
  return booking.events.reduce<StepEvent | undefined>(
    (newest, event) => (!newest || event.at >= newest.at ? event : newest),
    undefined,
  );
}

/** The status an undo of `status` goes back to, if any step can be undone from it. */
function undoTarget(status: number): number | undefined {
  const { booked, validated, checkedIn } = BOOKING_STATUS;
  return [validated, checkedIn, booked].find((to) => doorStep(status, to) === 'undo');
}

function undoChoice(booking: ChoicesBooking, now: Date): DoorChoices['undo'] {
  const to = undoTarget(booking.status);
  const last = lastEvent(booking);
  // Only the latest forward step at the door: not the booking itself, a cancelling, or an undo.
  const step = last && last.from !== null ? doorStep(last.from, last.to) : null;
  if (to === undefined || !last || last.to !== booking.status || !step || step === 'undo') return null;
  const until = new Date(Date.parse(last.at) + UNDO_MINUTES * 60_000);
  return now < until ? { to, until } : null;
}

/** What staff may do with a booking on screen, by its verdict and status. */
export function doorChoices(booking: ChoicesBooking, now: Date): DoorChoices {
  const waiting = booking.status === BOOKING_STATUS.booked || booking.status === BOOKING_STATUS.validated;
  const outside = OUTSIDE_WINDOW.has(booking.verdict);
  const next = nextDoorStep(booking.status);
  const allowedNext = next && !(waiting && outside) ? next : null;
  const refuseFirst = waiting && outside && verdictTone(booking.verdict) === 'red';
  return {
    next: allowedNext,
    main: allowedNext ? 'next' : refuseFirst ? 'refuse' : null,
    admitAnyway: waiting && outside,
    refuse: waiting,
    undo: undoChoice(booking, now),
  };
}
