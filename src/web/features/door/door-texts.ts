import { BOOKING_STATUS } from '../../../shared/rules/booking-status';
import type { DoorStep, Verdict } from '../../../shared/rules/door';
import type { BookingEvent, DoorBooking } from '../../../shared/schemas/door';
import { errorText } from '../../lib/error-text';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaTime } from '../../lib/format-india-time';
import { DoorOfflineError } from './door-fetch';

/** Who took a step, as the door reads it out: 'you', a name, an address, or the trust. */
export function byWhom(event: BookingEvent | undefined, meId: string | undefined): string {
  if (!event?.by) return 'the trust';
  if (event.by.id === meId) return 'you';
  return event.by.displayName ?? event.by.email;
}

/** The newest change that brought the booking to `status`. */
function arrivalAt(booking: DoorBooking, status: number): BookingEvent | undefined {
  return booking.events
    .filter((event) => event.to === status)
    .sort((a, b) => a.at.localeCompare(b.at))
    .at(-1);
}

/** The verdict as one plain sentence, with the time or person that explains it. */
export function verdictText(booking: DoorBooking | null, meId?: string): string {
  if (!booking) return 'Unknown ticket — no booking has this code';
  const slot = formatIndiaTime(booking.startsAt);
  const verdict: Verdict = booking.verdict;
  switch (verdict) {
    case 'valid': {
      if (booking.status !== BOOKING_STATUS.validated) return `Valid — ${slot} slot`;
      const event = arrivalAt(booking, BOOKING_STATUS.validated);
      const when = event ? ` at ${formatIndiaTime(event.at)}` : '';
      return `Valid — ${slot} slot, documents checked by ${byWhom(event, meId)}${when}`;
    }
    case 'too_early':
      return `Too early — the ${slot} slot has not opened for entry yet`;
    case 'too_late':
      return `Too late — the ${slot} slot ended at ${formatIndiaTime(booking.endsAt)}`;
    case 'wrong_day':
      return `Wrong day — booked for ${formatLongDate(booking.date)}, ${slot} slot`;
    case 'cancelled': {
      const reason = arrivalAt(booking, BOOKING_STATUS.cancelled)?.reason;
      return reason ? `Cancelled — ${reason}` : 'Cancelled — this booking was cancelled';
    }
    case 'refused': {
      const event = arrivalAt(booking, BOOKING_STATUS.refused);
      const when = event ? ` at ${formatIndiaTime(event.at)}` : '';
      const reason = event?.reason ? `: ${event.reason}` : '';
      return `Refused${when} by ${byWhom(event, meId)}${reason}`;
    }
    case 'already_inside': {
      const event = arrivalAt(booking, BOOKING_STATUS.checkedIn);
      const since = event ? ` since ${formatIndiaTime(event.at)}` : '';
      return `Already inside${since}, checked in by ${byWhom(event, meId)}`;
    }
    case 'already_left': {
      const event = arrivalAt(booking, BOOKING_STATUS.checkedOut);
      const when = event ? ` at ${formatIndiaTime(event.at)}` : '';
      return `Already left${when}, checked out by ${byWhom(event, meId)}`;
    }
    case 'unknown':
      return 'Unknown ticket — no booking has this code';
  }
}

/** What staff tell a party that is too early: when they may come in (India time). */
export function entryOpensText(booking: DoorBooking | null): string | null {
  return booking?.verdict === 'too_early' ? `Entry opens at ${formatIndiaTime(booking.entryOpensAt)}` : null;
}

const STEP_BUTTONS: Record<DoorStep, string> = {
  validate: 'Validate',
  check_in: 'Check in',
  check_out: 'Check out',
  refuse: 'Refuse',
  undo: 'Undo',
};

/** The label of a step's button. */
export function stepButtonLabel(step: DoorStep): string {
  return STEP_BUTTONS[step];
}

const STEP_DONE: Record<DoorStep, string> = {
  validate: 'Validated — documents checked',
  check_in: 'Checked in',
  check_out: 'Checked out',
  refuse: 'Refused — the seats are free again',
  undo: 'Undone',
};

/** What the door says once a step of this device went through. */
export function stepDoneText(step: DoorStep, people: number): string {
  const party = people === 1 ? '1 person' : `${people} people`;
  return step === 'check_in' || step === 'check_out' ? `${STEP_DONE[step]} — ${party}` : STEP_DONE[step];
}

/** The headline when another device took a step first: what did not happen, and why. */
export function conflictText(serverMessage: string): string {
  return `Not done — ${serverMessage}`;
}

/** Why a scan or search found nothing to show: offline, or the server's own word. */
export function lookupFailedText(error: unknown): string {
  if (error instanceof DoorOfflineError)
    return 'Offline — the server did not answer. Check the connection, then scan again.';
  return `Could not look that up: ${errorText(error)}`;
}
