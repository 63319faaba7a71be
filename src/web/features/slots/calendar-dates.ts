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

/** Puts keyboard focus on the calendar's current day, so arrow keys work at once. */
export function focusCalendar(container: HTMLElement | null): void {
  const day = container?.querySelector<HTMLButtonElement>('.rdp-day_button[tabindex="0"]');
  (day ?? container?.querySelector<HTMLButtonElement>('button'))?.focus();
}
