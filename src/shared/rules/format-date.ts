import { dateTimeFormat } from '../intl-formats';
import { intlLocale, type Language } from '../languages';
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
 * A calendar date (`YYYY-MM-DD`) for people: 'Sunday, 22 November 2026'. In English written by
 * hand rather than with Intl so that every browser and the tests print exactly the same text;
 * in another language, as Intl writes it for India ('रविवार, 22 नवंबर 2026').
 */
export function formatLongDate(isoDate: string, language: Language = 'en'): string {
  const { weekday, dayMonthYear } = longDateParts(isoDate, language);
  return language === 'en' ? `${weekday}, ${dayMonthYear}` : intlDate(isoDate, language, LONG);
}

const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

function intlDate(isoDate: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A date's weekday ('Sunday') and the rest ('22 November 2026'), for a calendar's day names. */
export function longDateParts(isoDate: string, language: Language = 'en') {
  if (language !== 'en') {
    return {
      weekday: intlDate(isoDate, language, { weekday: 'long' }),
      dayMonthYear: intlDate(isoDate, language, { day: 'numeric', month: 'long', year: 'numeric' }),
    };
  }
  const [year, month, day] = isoDate.split('-').map(Number);
  return { weekday: WEEKDAYS[weekdayOf(isoDate)], dayMonthYear: `${day} ${MONTHS[month - 1]} ${year}` };
}
