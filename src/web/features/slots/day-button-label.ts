import type { Language } from '../../../shared/languages';
import { longDateParts } from '../../../shared/rules/format-date';
import type { Translate } from '../../lib/i18n';

// Apart from calendar-dates.ts, which the home page loads at once: only the calendar's lazy
// chunk needs this.

/**
 * What a day's button is called: '25 November 2026, Wednesday', then ', full, waiting list
 * open', ', today' and ', selected' when they apply (in the page's language). It starts with
 * the number the button shows, so someone who says "click 25" to speech input finds it
 * (WCAG 2.5.3, label in name).
 */
export function dayButtonLabel(
  t: Translate,
  language: Language,
  isoDate: string,
  state: { today?: boolean; selected?: boolean; full?: boolean },
): string {
  const { weekday, dayMonthYear } = longDateParts(isoDate, language);
  let label = t('calendar.day', { date: dayMonthYear, weekday });
  if (state.full) label += t('calendar.dayFull');
  if (state.today) label += t('calendar.dayToday');
  if (state.selected) label += t('calendar.daySelected');
  return label;
}
