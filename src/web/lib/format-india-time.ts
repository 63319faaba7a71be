import { indiaDateOf, indiaTimeOf } from '../../shared/rules/india-clock';
import { twelveHourText } from '../../shared/rules/slot-schedule';
import { formatLongDate } from './format-date';

/** An instant's India wall-clock time: '09:05 AM'. */
export function formatIndiaTime(instant: string): string {
  return twelveHourText(indiaTimeOf(new Date(instant)));
}

/**
 * An instant (ISO-8601 UTC) as people at the museum read it, in India time whatever the
 * browser's zone: 'Sunday, 22 November 2026, 09:05 AM'.
 */
export function formatIndiaDateTime(instant: string): string {
  return `${formatLongDate(indiaDateOf(new Date(instant)))}, ${formatIndiaTime(instant)}`;
}
