import { BOOKING_STATUS } from '../../../../shared/rules/booking-status';
import { formatLongDate } from '../../../lib/format-date';
import { formatIndiaTime } from '../../../lib/format-india-time';
import { t } from '../../../lib/staff-texts';
import type { DoorDeviceState } from './door-device';
import type { DoorConflict, OfflineDoorBooking } from './offline-door';

/**
 * The banner of the offline door: "Offline — 2 steps waiting, last synced 10:05 AM" while
 * offline, "Back online — 2 steps uploading, …" while they go up; nothing otherwise.
 */
export function offlineBannerText({ online, queue, roster }: DoorDeviceState): string | null {
  if (online && queue.length === 0) return null;
  const steps = queue.length;
  if (!roster)
    return online
      ? t('door.offline.bannerOnlineNoList', { steps })
      : t('door.offline.bannerOfflineNoList', { steps });
  const time = formatIndiaTime(roster.syncedAt);
  return online
    ? t('door.offline.bannerOnline', { steps, time })
    : t('door.offline.bannerOffline', { steps, time });
}

/** The verdict from the roster as one plain sentence, worded as the server's verdicts are. */
export function offlineVerdictText(view: OfflineDoorBooking | null): string {
  if (!view?.slot) return t('door.offline.unknown');
  const { booking, slot } = view;
  const slotStart = formatIndiaTime(slot.startsAt);
  const time = booking.statusChangedAt ? formatIndiaTime(booking.statusChangedAt) : null;
  switch (view.verdict) {
    case 'valid':
      if (booking.status !== BOOKING_STATUS.validated) return t('door.verdict.valid', { slot: slotStart });
      return time
        ? t('door.offline.validatedAt', { slot: slotStart, time })
        : t('door.offline.validated', { slot: slotStart });
    case 'too_early':
      return t('door.verdict.tooEarly', { slot: slotStart });
    case 'too_late':
      return t('door.verdict.tooLate', { slot: slotStart, end: formatIndiaTime(slot.endsAt) });
    case 'wrong_day':
      return t('door.verdict.wrongDay', { slot: slotStart, date: formatLongDate(view.date) });
    case 'cancelled':
      return t('door.verdict.cancelled');
    case 'refused':
      return time ? t('door.offline.refusedAt', { time }) : t('door.offline.refused');
    case 'already_inside':
      return time ? t('door.offline.insideSince', { time }) : t('door.offline.inside');
    case 'already_left':
      return time ? t('door.offline.leftAt', { time }) : t('door.offline.left');
    case 'unknown':
      return t('door.offline.unknown');
  }
}

/** What the device did offline that the server did not take: "Checked in Asha Nair at 10:05 AM". */
export function conflictStepText(conflict: DoorConflict): string {
  return t('door.offline.conflictStep', {
    step: conflict.step ?? 'other',
    names: conflict.names,
    time: formatIndiaTime(conflict.at),
  });
}
