import { format } from 'date-fns/format';
import type { DateLib } from 'react-day-picker';
import { dateTimeFormat } from '../../../shared/intl-formats';
import type { Language } from '../../../shared/languages';
import type { Translate } from '../../lib/i18n';

// The calendar's month names, weekday names and navigation labels in the page's language,
// through Intl (the calendar's own date library speaks English only). English keeps the
// calendar's own texts. The calendar's days are local midnights, so Intl's default time zone
// is the right one.

function monthYear(locale: string) {
  const format = dateTimeFormat(locale, { month: 'long', year: 'numeric' });
  return (date: Date) => format.format(date);
}

/**
 * `narrow` weekday names ('வி', not 'வியா.') where the short ones do not fit their column
 * (booking-calendar.tsx measures); the full name is what screen readers hear either way.
 */
export function calendarFormats(language: Language, locale: string, narrow: boolean) {
  if (language === 'en') return {};
  const weekday = dateTimeFormat(locale, { weekday: narrow ? 'narrow' : 'short' });
  return {
    formatters: { formatCaption: monthYear(locale), formatWeekdayName: (day: Date) => weekday.format(day) },
  };
}

export function calendarLabels(language: Language, locale: string, t: Translate) {
  if (language === 'en') return {};
  const weekday = dateTimeFormat(locale, { weekday: 'long' });
  return {
    labelNav: () => t('calendar.nav'),
    labelNext: () => t('calendar.nextMonth'),
    labelPrevious: () => t('calendar.previousMonth'),
    labelGrid: monthYear(locale),
    labelWeekday: (day: Date) => weekday.format(day),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

// The calendar names each of its days by ISO date, month and month of display, and shows its
// number, each through date-fns's general formatter (which parses the pattern every call): four
// calls per day, a fifth of the calendar's render on a slow phone. Those patterns, by fields.
const byFields: Record<string, (day: Date) => string> = {
  'yyyy-MM-dd': (day) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
  'yyyy-MM': (day) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}`,
  d: (day) => String(day.getDate()),
};

/** The calendar's date library, with its day-by-day formats made cheap; any other pattern is date-fns's. */
export const calendarDateLib: Partial<DateLib> = {
  format: (date, pattern, options) => byFields[pattern]?.(date) ?? format(date, pattern, options),
};
