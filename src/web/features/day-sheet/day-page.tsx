import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { indiaDateOf, isRealIsoDate } from '../../../shared/rules/india-clock';
import { useDaySheet } from '../../lib/day-sheet';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { matchesSearch } from './day-filter';
import { DaySlotBlock } from './day-slot-block';
import './day-sheet.css';
import { t } from '../../lib/staff-texts';

/**
 * When the sheet was printed, set just before the browser lays the page out for paper
 * (the button or the browser's own Print), so the paper says how fresh its counts are.
 */
function usePrintedAt(): string {
  const [printedAt, setPrintedAt] = useState(() => new Date().toISOString());
  useEffect(() => {
    // Synchronously: the browser lays the page out for paper as soon as the event returns.
    const stamp = () => flushSync(() => setPrintedAt(new Date().toISOString()));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return printedAt;
}

/** Every slot of a date, its counts and bookings; printed, it is the reception's day sheet. */
export function DayPage() {
  usePageMeta({
    title: t('day.title'),
    description: t('day.description'),
    keywords: ['day sheet', 'slots', 'bookings'],
  });
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isRealIsoDate(asked) ? asked : indiaDateOf(new Date());
  const [query, setQuery] = useState('');
  const [printEmpty, setPrintEmpty] = useState(false);
  const printedAt = usePrintedAt();
  const sheet = useDaySheet(date);

  const slots = (sheet.data?.slots ?? [])
    .map((slot) => ({ slot, bookings: slot.bookings.filter((booking) => matchesSearch(booking, query)) }))
    .filter(({ bookings }) => !query.trim() || bookings.length > 0);

  return (
    <div className={`admin-page day-page${printEmpty ? '' : ' day-page--skip-empty'}`}>
      <h1>
        {t('day.title')} <span className="day-date">{formatLongDate(date)}</span>
      </h1>
      <p className="day-printed">{t('day.printed', { time: formatIndiaDateTime(printedAt) })}</p>
      <div className="day-controls">
        <Field id="day-date" label={t('day.date')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={date}
              onChange={(event) => {
                if (isRealIsoDate(event.target.value))
                  setParams({ date: event.target.value }, { replace: true });
              }}
            />
          )}
        </Field>
        <Field label={t('day.search')}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </Field>
        <div className="day-print">
          <label className="day-print-empty">
            <input
              type="checkbox"
              checked={printEmpty}
              onChange={(event) => setPrintEmpty(event.target.checked)}
            />
            {t('day.printEmpty')}
          </label>
          <button type="button" className="button" onClick={() => window.print()}>
            {t('day.print')}
          </button>
        </div>
      </div>
      {sheet.isError && <LoadError error={sheet.error} onRetry={() => void sheet.refetch()} />}
      {sheet.isPending && <p role="status">{t('day.loading')}</p>}
      {sheet.data && (
        <>
          <p className="day-totals">
            {t('day.totals', { slots: sheet.data.slots.length, ...sheet.data.totals })}
          </p>
          <p className="day-found" role="status">
            {query.trim()
              ? t('day.matches', { count: slots.reduce((sum, { bookings }) => sum + bookings.length, 0) })
              : ''}
          </p>
          {sheet.data.slots.length === 0 && <p>{t('day.noSlots')}</p>}
          {slots.map(({ slot, bookings }) => (
            <DaySlotBlock key={slot.id} slot={slot} bookings={bookings} />
          ))}
        </>
      )}
    </div>
  );
}
