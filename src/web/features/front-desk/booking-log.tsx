import { BOOKING_STATUS } from '../../../shared/rules/booking-status';
import type { BookingLog as Log } from '../../../shared/schemas/front-desk';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { msg, t } from '../../lib/staff-texts';

const MAIL_STATES = {
  delivered: msg('frontDesk.log.mail.delivered'),
  pending: msg('frontDesk.log.mail.pending'),
  failed: msg('frontDesk.log.mail.failed'),
  local: msg('frontDesk.log.mail.local'),
} as const;

const ACTIONS: Record<string, string> = {
  'booking.status': msg('frontDesk.log.action.status'),
  'booking.move': msg('frontDesk.log.action.move'),
  'booking.cancel': msg('frontDesk.log.action.cancel'),
  'booking.resend': msg('frontDesk.log.action.resend'),
  'booking.person': msg('frontDesk.log.action.person'),
};

const STATUS_NAMES: Record<number, string> = {
  [BOOKING_STATUS.cancelled]: msg('frontDesk.log.status.cancelled'),
  [BOOKING_STATUS.booked]: msg('frontDesk.log.status.booked'),
  [BOOKING_STATUS.validated]: msg('frontDesk.log.status.validated'),
  [BOOKING_STATUS.refused]: msg('frontDesk.log.status.refused'),
  [BOOKING_STATUS.checkedIn]: msg('frontDesk.log.status.checkedIn'),
  [BOOKING_STATUS.checkedOut]: msg('frontDesk.log.status.checkedOut'),
};

/** A status in words, as staff read it: `checked in`. */
function statusName(status: number): string {
  const key = STATUS_NAMES[status];
  return key ? t(key) : t('frontDesk.log.status.other', { status });
}

/** A change's before or after as one short line (the JSON the audit keeps, made readable). */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  const visit = value as { date?: unknown; slotLabel?: unknown };
  // A move's before and after: the visit, as staff read it elsewhere.
  if (typeof visit.date === 'string' && typeof visit.slotLabel === 'string') {
    return `${formatLongDate(visit.date)}, ${visit.slotLabel}`;
  }
  return Object.entries(value as Record<string, unknown>)
    .map(
      ([key, part]) =>
        `${key}: ${key === 'status' && typeof part === 'number' ? statusName(part) : String(part)}`,
    )
    .join(', ');
}

interface Entry {
  at: string;
  what: string;
  detail: string;
}

/** Everything that happened to the booking in one list, oldest first. */
export function BookingLog({ log }: { log: Log }) {
  const entries: Entry[] = [
    ...log.steps.map((step) => ({
      at: step.at,
      what:
        step.from === null
          ? t('frontDesk.log.booked')
          : t('frontDesk.log.statusChange', { from: statusName(step.from), to: statusName(step.to) }),
      detail: [
        step.by ? (step.by.displayName ?? step.by.email) : t('frontDesk.log.trust'),
        step.reason,
        step.forced ? t('frontDesk.log.forced') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    ...log.changes
      .filter((change) => change.action !== 'booking.status')
      .map((change) => ({
        at: change.at,
        what: t(ACTIONS[change.action] ?? change.action),
        detail: t('frontDesk.log.change', {
          by: change.by?.email ?? t('frontDesk.log.trust'),
          before: valueText(change.before),
          after: valueText(change.after),
        }),
      })),
    ...log.mails.map((mail) => ({
      at: mail.at,
      what: t('frontDesk.log.mail', { subject: mail.subject }),
      detail: [t(MAIL_STATES[mail.state]), mail.sentAt ? formatIndiaDateTime(mail.sentAt) : null]
        .filter(Boolean)
        .join(' '),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return (
    <section className="front-desk-log" aria-labelledby="booking-log">
      <h2 id="booking-log">{t('frontDesk.log.heading')}</h2>
      <ol>
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, oldest first.
          <li key={index}>
            <time dateTime={entry.at}>{formatIndiaDateTime(entry.at)}</time>
            <span className="front-desk-log-what">{entry.what}</span>
            <span className="front-desk-log-detail">{entry.detail}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
