import { BOOKING_STATUS } from '../../../shared/rules/booking-status';
import type { DoorStep, Verdict } from '../../../shared/rules/door';
import type { BookingEvent, DoorBooking } from '../../../shared/schemas/door';
import { errorText } from '../../lib/error-text';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaTime } from '../../lib/format-india-time';
import { msg, t } from '../../lib/staff-texts';
import { DoorOfflineError } from './door-fetch';

/** Who took a step, as the door reads it out: 'you', a name, an address, or the trust. */
export function byWhom(event: BookingEvent | undefined, meId: string | undefined): string {
  if (!event?.by) return t('door.by.trust');
  if (event.by.id === meId) return t('door.by.you');
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
  if (!booking) return t('door.verdict.unknown');
  const slot = formatIndiaTime(booking.startsAt);
  const verdict: Verdict = booking.verdict;
  switch (verdict) {
    case 'valid': {
      if (booking.status !== BOOKING_STATUS.validated) return t('door.verdict.valid', { slot });
      const event = arrivalAt(booking, BOOKING_STATUS.validated);
      const who = byWhom(event, meId);
      return event
        ? t('door.verdict.validatedAt', { slot, who, time: formatIndiaTime(event.at) })
        : t('door.verdict.validated', { slot, who });
    }
    case 'too_early':
      return t('door.verdict.tooEarly', { slot });
    case 'too_late':
      return t('door.verdict.tooLate', { slot, end: formatIndiaTime(booking.endsAt) });
    case 'wrong_day':
      return t('door.verdict.wrongDay', { slot, date: formatLongDate(booking.date) });
    case 'cancelled': {
      const reason = arrivalAt(booking, BOOKING_STATUS.cancelled)?.reason;
      return reason ? t('door.verdict.cancelledWhy', { reason }) : t('door.verdict.cancelled');
    }
    case 'refused': {
      const event = arrivalAt(booking, BOOKING_STATUS.refused);
      const who = byWhom(event, meId);
      if (!event) return t('door.verdict.refused', { who });
      const time = formatIndiaTime(event.at);
      return event.reason
        ? t('door.verdict.refusedAtWhy', { who, time, reason: event.reason })
        : t('door.verdict.refusedAt', { who, time });
    }
    case 'already_inside': {
      const event = arrivalAt(booking, BOOKING_STATUS.checkedIn);
      const who = byWhom(event, meId);
      return event
        ? t('door.verdict.insideSince', { who, time: formatIndiaTime(event.at) })
        : t('door.verdict.inside', { who });
    }
    case 'already_left': {
      const event = arrivalAt(booking, BOOKING_STATUS.checkedOut);
      const who = byWhom(event, meId);
      return event
        ? t('door.verdict.leftAt', { who, time: formatIndiaTime(event.at) })
        : t('door.verdict.left', { who });
    }
    case 'unknown':
      return t('door.verdict.unknown');
  }
}

/** What staff tell a party that is too early: when they may come in (India time). */
export function entryOpensText(booking: DoorBooking | null): string | null {
  return booking?.verdict === 'too_early'
    ? t('door.entryOpens', { time: formatIndiaTime(booking.entryOpensAt) })
    : null;
}

const STEP_BUTTONS: Record<DoorStep, string> = {
  validate: msg('door.step.validate'),
  check_in: msg('door.step.checkIn'),
  check_out: msg('door.step.checkOut'),
  refuse: msg('door.step.refuse'),
  undo: msg('door.step.undo'),
};

/** The label of a step's button. */
export function stepButtonLabel(step: DoorStep): string {
  return t(STEP_BUTTONS[step]);
}

const STEP_DONE: Record<DoorStep, string> = {
  validate: msg('door.done.validate'),
  check_in: msg('door.done.checkIn'),
  check_out: msg('door.done.checkOut'),
  refuse: msg('door.done.refuse'),
  undo: msg('door.done.undo'),
};

/** What the door says once a step of this device went through (check-ins count the people). */
export function stepDoneText(step: DoorStep, people: number): string {
  return t(STEP_DONE[step], { people });
}

/** The headline when another device took a step first: what did not happen, and why. */
export function conflictText(serverMessage: string): string {
  return t('door.notDoneConflict', { reason: serverMessage });
}

/** Why a scan or search found nothing to show: offline, or the server's own word. */
export function lookupFailedText(error: unknown): string {
  if (error instanceof DoorOfflineError) return t('door.lookupOffline');
  return t('door.lookupFailed', { error: errorText(error) });
}
