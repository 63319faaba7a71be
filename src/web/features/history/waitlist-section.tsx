import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WaitlistEntry } from '../../../shared/schemas/holds';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaTime } from '../../lib/format-india-time';
import { slotLabel, type Translate, useTexts } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import { refusalText } from '../../lib/spec-text';
import { useWaitlist } from './get-waitlist';
import { useLeaveWaitlist } from './leave-waitlist';

function stateText(t: Translate, entry: WaitlistEntry, time: (instant: string) => string): string {
  if (entry.state === 'offered' && entry.offer)
    return t('waitlistSection.offered', { time: time(entry.offer.expiresAt) });
  if (entry.state === 'passed') return t('waitlistSection.passed');
  if (entry.ahead === 0) return t('waitlistSection.next');
  return t('waitlistSection.ahead', { ahead: entry.ahead });
}

/** The visitor's waiting-list entries and offers, on the booking history page. */
export function WaitlistSection() {
  const waitlist = useWaitlist();
  const leave = useLeaveWaitlist();
  const [left, setLeft] = useState<WaitlistEntry | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, language } = useTexts();
  const when = (entry: WaitlistEntry) =>
    `${formatLongDate(entry.date, language)}, ${slotLabel(entry.slotLabel)}`;

  if (waitlist.isPending || (waitlist.isSuccess && waitlist.data.length === 0 && !left)) return null;
  if (waitlist.isError) return <LoadError error={waitlist.error} onRetry={() => void waitlist.refetch()} />;

  return (
    <section className="waitlist" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" ref={heading} tabIndex={-1}>
        {t('waitlistSection.heading')}
      </h2>
      <p role="status" className={left ? 'bookings-notice' : 'visually-hidden'}>
        {left && t('waitlistSection.left', { when: when(left) })}
      </p>
      {leave.isError && (
        <p className="confirm-error" role="alert">
          {refusalText(leave.error)}
        </p>
      )}
      <ul className="waitlist-entries">
        {waitlist.data.map((entry) => (
          <li key={entry.id} className={`waitlist-entry waitlist-${entry.state}`}>
            <p className="waitlist-slot">
              <strong>{when(entry)}</strong> · {t('table.peopleCount', { count: entry.seats })}
            </p>
            <p>{stateText(t, entry, (instant) => formatIndiaTime(instant, language))}</p>
            <div className="waitlist-actions">
              {entry.state === 'offered' && (
                <Link
                  className="button"
                  to={`/?slot=${encodeURIComponent(entry.slotId)}&seats=${entry.seats}`}
                >
                  {t('waitlistSection.bookOffer')}
                </Link>
              )}
              <button
                type="button"
                className="button button-secondary"
                aria-label={t('waitlistSection.leaveName', { when: when(entry) })}
                disabled={leave.isPending}
                onClick={() =>
                  leave.mutate(entry.id, {
                    onSuccess: () => {
                      setLeft(entry);
                      heading.current?.focus();
                    },
                  })
                }
              >
                {t('waitlistSection.leave')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
