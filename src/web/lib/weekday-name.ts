import { msg, t } from './staff-texts';

const WEEKDAYS = [
  msg('weekday.0'),
  msg('weekday.1'),
  msg('weekday.2'),
  msg('weekday.3'),
  msg('weekday.4'),
  msg('weekday.5'),
  msg('weekday.6'),
];

/** A weekday of the weekly schedule (0 = Sunday … 6 = Saturday) as the staff pages name it. */
export function weekdayName(weekday: number): string {
  const key = WEEKDAYS[weekday];
  return key ? t(key) : String(weekday);
}
