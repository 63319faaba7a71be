import { weekdayOf } from '../../../shared/rules/india-clock';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date short enough for a table row on a phone: 'Wed 18 Nov 2026'. */
export function formatShortDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${WEEKDAYS[weekdayOf(isoDate)]} ${day} ${MONTHS[(month as number) - 1]} ${year}`;
}
