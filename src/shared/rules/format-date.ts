import { weekdayOf } from './india-clock';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date (`YYYY-MM-DD`) for people: 'Sunday, 22 November 2026'. Written by hand
 * rather than with Intl so that every browser and the tests print exactly the same text.
 */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${WEEKDAYS[weekdayOf(isoDate)]}, ${day} ${MONTHS[month - 1]} ${year}`;
}
