import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { holdTexts } from '../../../shared/hold-texts';
import type { WaitlistEntry } from '../../../shared/schemas/holds';
import { errorText } from '../../lib/error-text';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaTime } from '../../lib/format-india-time';
import { LoadError } from '../../lib/load-error';
import { useWaitlist } from './get-waitlist';
import { useLeaveWaitlist } from './leave-waitlist';

const peopleText = (seats: number) => (seats === 1 ? '1 person' : `${seats} people`);

function stateText(entry: WaitlistEntry): string {
  if (entry.state === 'offered' && entry.offer) {
    return `${holdTexts.heldUntil(formatIndiaTime(entry.offer.expiresAt))}.`;
  }
  if (entry.state === 'passed')
    return 'The seats offered to you were not booked in time and went to the next person.';
  if (entry.ahead === 0) return 'Waiting: you are next in line.';
  return `Waiting: ${entry.ahead === 1 ? '1 party' : `${entry.ahead} parties`} ahead of you.`;
}

/** The visitor's waiting-list entries and offers, on the booking history page. */
export function WaitlistSection() {
  const waitlist = useWaitlist();
  const leave = useLeaveWaitlist();
  const [left, setLeft] = useState<WaitlistEntry | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (waitlist.isPending || (waitlist.isSuccess && waitlist.data.length === 0 && !left)) return null;
  if (waitlist.isError) return <LoadError error={waitlist.error} onRetry={() => void waitlist.refetch()} />;

  return (
    <section className="waitlist" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" ref={heading} tabIndex={-1}>
        Waiting lists
      </h2>
      <p role="status" className={left ? 'bookings-notice' : 'visually-hidden'}>
        {left && `You have left the waiting list of ${formatLongDate(left.date)}, ${left.slotLabel}.`}
      </p>
      {leave.isError && (
        <p className="confirm-error" role="alert">
          {errorText(leave.error)}
        </p>
      )}
      <ul className="waitlist-entries">
        {waitlist.data.map((entry) => (
          <li key={entry.id} className={`waitlist-entry waitlist-${entry.state}`}>
            <p className="waitlist-slot">
              <strong>
                {formatLongDate(entry.date)}, {entry.slotLabel}
              </strong>{' '}
              · {peopleText(entry.seats)}
            </p>
            <p>{stateText(entry)}</p>
            <div className="waitlist-actions">
              {entry.state === 'offered' && (
                <Link
                  className="button"
                  to={`/?slot=${encodeURIComponent(entry.slotId)}&seats=${entry.seats}`}
                >
                  {holdTexts.offerLink}
                </Link>
              )}
              <button
                type="button"
                className="button button-secondary"
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
                Leave the waiting list
                <span className="visually-hidden">
                  {' '}
                  of {formatLongDate(entry.date)}, {entry.slotLabel}
                </span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
