import { formatLongDate } from '../../lib/format-date';

/**
 * The calendar works with the browser's local Date objects; the API with India calendar
 * dates (`YYYY-MM-DD`). These convert between the two by calendar fields only, so the
 * browser's own time zone never shifts a day.
 */
export function dayOf(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function isoDateOf(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${date}`;
}

/**
 * What a day's button is called: '25 November 2026, Wednesday', then ', today' and
 * ', selected' when they apply. It starts with the number the button shows, so someone who
 * says "click 25" to speech input finds it (WCAG 2.5.3, label in name).
 */
export function dayButtonLabel(isoDate: string, state: { today?: boolean; selected?: boolean }): string {
  const [weekday, dayMonthYear] = formatLongDate(isoDate).split(', ');
  let label = `${dayMonthYear}, ${weekday}`;
  if (state.today) label += ', today';
  if (state.selected) label += ', selected';
  return label;
}

/** Puts keyboard focus on the calendar's current day, so arrow keys work at once. */
export function focusCalendar(container: HTMLElement | null): void {
  const day = container?.querySelector<HTMLButtonElement>('.rdp-day_button[tabindex="0"]');
  (day ?? container?.querySelector<HTMLButtonElement>('button'))?.focus();
}
