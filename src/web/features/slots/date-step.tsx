import { type ReactNode, type Ref, Suspense, useDeferredValue, useEffect } from 'react';
import { setDraftDate, useDraftDate } from '../../lib/booking-draft';
import { useDates } from '../../lib/get-dates';
import { useTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { LoadError } from '../../lib/load-error';
import { TimelineStep } from '../../lib/timeline-step';

// The calendar and its date library are a fifth of the page's code: they load beside the
// dates request instead of delaying the first paint.
const loadCalendar = () => import('./booking-calendar');
const BookingCalendar = lazyNamed(loadCalendar, 'BookingCalendar', { firstLoad: true });

/** Keeps about a calendar's room (styles/home.css), so the steps below do not jump when it comes. */
function Loading() {
  const { t } = useTexts();
  return (
    <p className="step-status dates-loading" role="status">
      {t('dates.loading')}
    </p>
  );
}

interface DateStepProps {
  calendarRef: Ref<HTMLDivElement>;
  /** Called after the visitor picks a date (the draft already holds it). */
  onPicked: () => void;
}

/** Step 2, 'Choose a Date': the calendar of the dates the server offers. */
export function DateStep({ calendarRef, onPicked }: DateStepProps) {
  const date = useDraftDate();
  const dates = useDates();
  const { t, language, intlLocale } = useTexts();
  // While the dates are on their way, the calendar's code is fetched and run, and its formats
  // made, each in a task of its own: the answer then only has the calendar to draw.
  useEffect(() => {
    void loadCalendar().then((calendar) => calendar.prepareCalendarFormats(language, intlLocale));
  }, [language, intlLocale]);
  // A query's answer re-renders at once and cannot be interrupted; drawing the calendar is the
  // page's biggest render, so it happens in a deferred pass that yields to the phone's input.
  const offered = useDeferredValue(dates.data);

  // A date kept from an earlier visit may since have passed (a full one stays: its waiting lists are open).
  useEffect(() => {
    if (dates.data && date !== null && !dates.data.dates.includes(date) && !dates.data.full.includes(date))
      setDraftDate(null);
  }, [dates.data, date]);

  let content: ReactNode;
  if (dates.isError) {
    content = <LoadError error={dates.error} onRetry={() => void dates.refetch()} />;
  } else if (offered === undefined) {
    content = <Loading />;
  } else if (offered.dates.length === 0 && offered.full.length === 0) {
    content = <p className="step-status">{t('dates.none')}</p>;
  } else {
    content = (
      <Suspense fallback={<Loading />}>
        <BookingCalendar
          dates={offered.dates}
          full={offered.full}
          selected={date}
          containerRef={calendarRef}
          onPick={(picked) => {
            setDraftDate(picked);
            onPicked();
          }}
        />
      </Suspense>
    );
  }

  return (
    <TimelineStep number={2} id="choose-date" title={t('chooseDate')}>
      {content}
    </TimelineStep>
  );
}
