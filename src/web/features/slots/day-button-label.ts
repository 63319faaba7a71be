import { formatLongDate } from '../../lib/format-date';

// Apart from calendar-dates.ts, which the home page loads at once: only the calendar's lazy
// chunk needs this.

/**
 * What a day's button is called: '25 November 2026, Wednesday', then ', full, waiting list
 * open', ', today' and ', selected' when they apply. It starts with the number the button shows, so someone who
 * says "click 25" to speech input finds it (WCAG 2.5.3, label in name).
 */
export function dayButtonLabel(
  isoDate: string,
  state: { today?: boolean; selected?: boolean; full?: boolean },
): string {
  const [weekday, dayMonthYear] = formatLongDate(isoDate).split(', ');
  let label = `${dayMonthYear}, ${weekday}`;
  if (state.full) label += ', full, waiting list open';
  if (state.today) label += ', today';
  if (state.selected) label += ', selected';
  return label;
}
