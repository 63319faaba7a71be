import { indiaDateOf, indiaInstant } from '../../shared/rules/india-clock';
import { formatLongDate } from './format-date';

/** An instant's India wall-clock time: '09:05 AM'. */
export function formatIndiaTime(instant: string): string {
  const at = new Date(instant);
  const midnight = indiaInstant(indiaDateOf(at), '00:00');
  const minutesIntoDay = Math.floor((at.getTime() - midnight.getTime()) / 60_000);
  const hours = Math.floor(minutesIntoDay / 60);
  const minutes = String(minutesIntoDay % 60).padStart(2, '0');
  const twelveHour = String(hours % 12 || 12).padStart(2, '0');
  return `${twelveHour}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * An instant (ISO-8601 UTC) as people at the museum read it, in India time whatever the
 * browser's zone: 'Sunday, 22 November 2026, 09:05 AM'.
 */
export function formatIndiaDateTime(instant: string): string {
  return `${formatLongDate(indiaDateOf(new Date(instant)))}, ${formatIndiaTime(instant)}`;
}
