// The rule lives in shared (the server writes dates in mails the same way); this name stays
// for the web features that import it.
export { formatLongDate } from '../../shared/rules/format-date';

/**
 * A date as the browser's own date field shows it (its locale's numeric order, for example
 * 12/11/2018 or 11/12/2018), so a message about the field reads the way the field does.
 */
export function formatFieldDate(
  isoDate: string,
  locale = typeof navigator === 'undefined' ? undefined : navigator.language,
): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
