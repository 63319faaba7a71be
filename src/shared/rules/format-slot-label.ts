import { dateTimeFormat } from '../intl-formats';

/**
 * A slot's label as the server writes it ('09:30 AM - 10:00 AM', the spec's style), as Intl
 * writes that span in a locale ('hi-IN'), with the part of the day in words
 * ('सुबह 9:30–10:00'). English keeps the server's label as it is, and the visitor site fetches
 * this module only with another language (web/lib/i18n.ts), so the English home page does not
 * carry it. A label of another shape comes back as it is.
 */
export function formatSlotLabel(label: string, locale: string): string {
  const [start, end] = [...label.matchAll(/(\d+):(\d+) (.)M/g)].map(([, hour, minute, half]) =>
    Date.UTC(1970, 0, 1, (Number(hour) % 12) + (half === 'P' ? 12 : 0), Number(minute)),
  );
  return end === undefined
    ? label
    : dateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
        timeZone: 'UTC',
      }).formatRange(start, end);
}
