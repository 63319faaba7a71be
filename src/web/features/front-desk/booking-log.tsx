import { statusName } from '../../../shared/rules/booking-status';
import type { BookingLog as Log } from '../../../shared/schemas/front-desk';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';

const MAIL_STATES = {
  delivered: 'delivered',
  pending: 'waiting to be sent',
  failed: 'failed',
  local: 'kept in the local mailbox',
} as const;

const ACTIONS: Record<string, string> = {
  'booking.status': 'Door step',
  'booking.move': 'Moved',
  'booking.cancel': 'Cancelled for the visitor',
  'booking.resend': 'Confirmation sent again',
  'booking.person': 'Person corrected',
};

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
      what: step.from === null ? 'Booked' : `Status: ${statusName(step.from)} → ${statusName(step.to)}`,
      detail: [
        step.by ? (step.by.displayName ?? step.by.email) : 'the trust',
        step.reason,
        step.forced ? 'forced' : null,
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    ...log.changes
      .filter((change) => change.action !== 'booking.status')
      .map((change) => ({
        at: change.at,
        what: ACTIONS[change.action] ?? change.action,
        detail: `${change.by?.email ?? 'the trust'} · was ${valueText(change.before)} · now ${valueText(change.after)}`,
      })),
    ...log.mails.map((mail) => ({
      at: mail.at,
      what: `Mail: ${mail.subject}`,
      detail: `${MAIL_STATES[mail.state]}${mail.sentAt ? ` ${formatIndiaDateTime(mail.sentAt)}` : ''}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return (
    <section className="front-desk-log" aria-labelledby="booking-log">
      <h2 id="booking-log">Log</h2>
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
