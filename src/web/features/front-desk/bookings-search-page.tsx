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
import { t } from '../../lib/staff-texts';

/** Any booking of any date, by booking ID, e-mail, mobile digits or a visitor's name. */
export function BookingsSearchPage() {
  usePageMeta({
    title: t('frontDesk.search.title'),
    description: t('frontDesk.search.description'),
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
      <h1>{t('frontDesk.search.title')}</h1>
      <form className="front-desk-search" aria-label={t('frontDesk.search.form')} onSubmit={submit}>
        <Field label={t('frontDesk.search.label')} hintId={hintId}>
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
          {t('frontDesk.search.submit')}
        </button>
        {/* Below the row, so the button lines up with the box rather than with this line. */}
        <p id={hintId} className="field-hint front-desk-search-hint">
          {t('frontDesk.search.hint')}
        </p>
      </form>
      {found.isError && <LoadError error={found.error} onRetry={() => void found.refetch()} />}
      <p role="status" className="front-desk-found">
        {found.isPending
          ? t('frontDesk.search.searching')
          : found.data && bookings.length === 0
            ? q
              ? t('frontDesk.search.noMatch', { query: q })
              : t('frontDesk.search.none')
            : found.data
              ? found.isPlaceholderData
                ? t('frontDesk.search.pageLoading', { page, count: bookings.length })
                : t('frontDesk.search.page', { page, count: bookings.length })
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
                  {booking.people.map((person) => person.name).join(', ') ||
                    t('frontDesk.search.namesErased')}
                </span>
              </Link>
              <span className="front-desk-result-facts">
                {t('frontDesk.people', { count: booking.people.length })} ·{' '}
                <BookingStatusBadge status={booking.status} />
              </span>
              <span className="front-desk-result-id">
                <span className="visually-hidden">{t('frontDesk.bookingId')} </span>
                <BookingIdText id={booking.id} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {found.data && (page > 1 || found.data.hasMore) && (
        <nav className="front-desk-paging" aria-label={t('frontDesk.search.pages')}>
          <button
            type="button"
            className="button button-secondary"
            disabled={page <= 1}
            onClick={() => toPage(page - 1)}
          >
            {t('frontDesk.search.newer')}
          </button>
          <span>{t('frontDesk.search.pageNumber', { page })}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={!found.data.hasMore}
            onClick={() => toPage(page + 1)}
          >
            {t('frontDesk.search.older')}
          </button>
        </nav>
      )}
    </div>
  );
}
