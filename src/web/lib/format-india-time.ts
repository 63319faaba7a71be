import { indiaDateOf } from '../../shared/rules/india-clock';
import { formatLongDate } from './format-date';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant's India wall-clock time: '09:05 AM'. */
export function formatIndiaTime(instant: string): string {
  const shifted = new Date(Date.parse(instant) + INDIA_OFFSET_MS);
  const hours = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
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
