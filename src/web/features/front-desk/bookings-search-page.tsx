import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookingIdText } from '../../lib/booking-id-text';
import { BookingStatusBadge } from '../../lib/booking-status';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { useFindBookings } from './find-bookings';
import './front-desk.css';

const peopleText = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** Any booking of any date, by booking ID, e-mail, mobile digits or a visitor's name. */
export function BookingsSearchPage() {
  usePageMeta({
    title: 'Bookings',
    description: 'Find any booking by its ID, e-mail, mobile digits or a visitor name.',
    keywords: ['bookings', 'search', 'front desk'],
  });
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const hintId = useId();
  const found = useFindBookings(q, page);

  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  }
  const toPage = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  const bookings = found.data?.bookings ?? [];
  return (
    <div className="admin-page front-desk-page">
      <h1>Bookings</h1>
      <form className="front-desk-search" aria-label="Find bookings" onSubmit={submit}>
        <Field label="Booking ID, e-mail, mobile digits or name" hintId={hintId}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button">
          Search
        </button>
        {/* Below the row, so the button lines up with the box rather than with this line. */}
        <p id={hintId} className="field-hint front-desk-search-hint">
          Every date, newest visit first.
        </p>
      </form>
      {found.isError && <LoadError error={found.error} onRetry={() => void found.refetch()} />}
      <p role="status" className="front-desk-found">
        {found.isPending
          ? 'Searching…'
          : found.data && bookings.length === 0
            ? q
              ? `No booking matches “${q}”.`
              : 'No bookings yet.'
            : found.data
              ? `Page ${page}: ${bookings.length === 1 ? '1 booking' : `${bookings.length} bookings`}${found.isPlaceholderData ? ' (loading…)' : ''}`
              : ''}
      </p>
      {bookings.length > 0 && (
        <ul className="front-desk-results">
          {bookings.map((booking) => (
            <li key={booking.id} className="front-desk-result">
              <Link to={`/bookings/${booking.id}`} className="front-desk-result-link">
                <span className="front-desk-result-when">
                  {formatLongDate(booking.date)}, {booking.slotLabel}
                </span>
                <span className="front-desk-result-names">
                  {booking.people.map((person) => person.name).join(', ') || 'Names erased'}
                </span>
              </Link>
              <span className="front-desk-result-facts">
                {peopleText(booking.people.length)} · <BookingStatusBadge status={booking.status} />
              </span>
              <span className="front-desk-result-id">
                <span className="visually-hidden">Booking ID </span>
                <BookingIdText id={booking.id} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {found.data && (page > 1 || found.data.hasMore) && (
        <nav className="front-desk-paging" aria-label="Pages of results">
          <button
            type="button"
            className="button button-secondary"
            disabled={page <= 1}
            onClick={() => toPage(page - 1)}
          >
            Newer
          </button>
          <span>Page {page}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={!found.data.hasMore}
            onClick={() => toPage(page + 1)}
          >
            Older
          </button>
        </nav>
      )}
    </div>
  );
}
