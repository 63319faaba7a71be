import { BOOKING_STATUS } from '../../../../shared/rules/booking-status';
import type { DoorStep } from '../../../../shared/rules/door';
import { formatLongDate } from '../../../lib/format-date';
import { formatIndiaTime } from '../../../lib/format-india-time';
import type { DoorDeviceState } from './door-device';
import type { DoorConflict, OfflineDoorBooking } from './offline-door';

/**
 * The banner of the offline door: "Offline — 2 steps waiting, last synced 10:05 AM" while
 * offline, "Back online — 2 steps uploading, …" while they go up; nothing otherwise.
 */
export function offlineBannerText({ online, queue, roster }: DoorDeviceState): string | null {
  if (online && queue.length === 0) return null;
  const steps = queue.length === 1 ? '1 step' : `${queue.length} steps`;
  const synced = roster
    ? `last synced ${formatIndiaTime(roster.syncedAt)}`
    : 'today’s list not on this device';
  return online ? `Back online — ${steps} uploading, ${synced}` : `Offline — ${steps} waiting, ${synced}`;
}

export const OFFLINE_UNKNOWN_TEXT = 'Unknown ticket — not on today’s list';

/** The verdict from the roster as one plain sentence, worded as the server's verdicts are. */
export function offlineVerdictText(view: OfflineDoorBooking | null): string {
  if (!view?.slot) return OFFLINE_UNKNOWN_TEXT;
  const { booking, slot } = view;
  const slotStart = formatIndiaTime(slot.startsAt);
  const since = booking.statusChangedAt ? formatIndiaTime(booking.statusChangedAt) : null;
  switch (view.verdict) {
    case 'valid':
      if (booking.status !== BOOKING_STATUS.validated) return `Valid — ${slotStart} slot`;
      return `Valid — ${slotStart} slot, documents checked${since ? ` at ${since}` : ''}`;
    case 'too_early':
      return `Too early — the ${slotStart} slot has not opened for entry yet`;
    case 'too_late':
      return `Too late — the ${slotStart} slot ended at ${formatIndiaTime(slot.endsAt)}`;
    case 'wrong_day':
      return `Wrong day — booked for ${formatLongDate(view.date)}, ${slotStart} slot`;
    case 'cancelled':
      return 'Cancelled — this booking was cancelled';
    case 'refused':
      return `Refused${since ? ` at ${since}` : ''}`;
    case 'already_inside':
      return `Already inside${since ? ` since ${since}` : ''}`;
    case 'already_left':
      return `Already left${since ? ` at ${since}` : ''}`;
    case 'unknown':
      return OFFLINE_UNKNOWN_TEXT;
  }
}

const STEP_WORDS: Record<DoorStep, string> = {
  validate: 'validated',
  check_in: 'checked in',
  check_out: 'checked out',
  refuse: 'refused',
  undo: 'undid a step of',
};

/** What the device did offline that the server did not take: "Checked in Asha Nair at 10:05 AM". */
export function conflictStepText(conflict: DoorConflict): string {
  const did = conflict.step ? STEP_WORDS[conflict.step] : 'changed';
  const text = `${did} ${conflict.names} at ${formatIndiaTime(conflict.at)}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
