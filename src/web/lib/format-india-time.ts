import { dateTimeFormat } from '../../shared/intl-formats';
import { intlLocale, type Language } from '../../shared/languages';
import { indiaDateOf, indiaTimeOf } from '../../shared/rules/india-clock';
import { twelveHourText } from '../../shared/rules/slot-schedule';
import { formatLongDate } from './format-date';

/**
 * An instant's India wall-clock time: '09:05 AM' in English (as slot labels are written);
 * in another language as Intl writes India's time in it, the part of the day in words
 * ('सुबह 9:05'), as slot labels are there (shared/rules/format-slot-label.ts).
 */
export function formatIndiaTime(instant: string, language: Language = 'en'): string {
  if (language === 'en') return twelveHourText(indiaTimeOf(new Date(instant)));
  return dateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(instant));
}

/**
 * An instant (ISO-8601 UTC) as people at the museum read it, in India time whatever the
 * browser's zone: 'Sunday, 22 November 2026, 09:05 AM'.
 */
export function formatIndiaDateTime(instant: string, language: Language = 'en'): string {
  return `${formatLongDate(indiaDateOf(new Date(instant)), language)}, ${formatIndiaTime(instant, language)}`;
}
