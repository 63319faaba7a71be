import { type Ref, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dateTimeFormat } from '../../../shared/intl-formats';
import type { Language } from '../../../shared/languages';
import { longDateParts } from '../../../shared/rules/format-date';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { formatLongDate } from '../../lib/format-date';
import { useTexts } from '../../lib/i18n';
import { useMediaQuery } from '../../lib/use-media-query';
import '../../styles/calendar.css';
import { dayOf, isoDateOf } from './calendar-dates';
import { calendarDateLib, calendarFormats, calendarLabels } from './calendar-formats';
import { dayButtonLabel } from './day-button-label';

interface BookingCalendarProps {
  /** The dates with a seat to book. */
  dates: string[];
  /** The dates whose slots are all full: pickable, for their waiting lists, and shown as full. */
  full: string[];
  selected: string | null;
  onPick: (date: string) => void;
  containerRef: Ref<HTMLDivElement>;
}

/**
 * Makes the calendar's date formats for a language other than English, each in a task of its
 * own, while the dates are on their way: the first Intl formats of a language load its data,
 * 100 ms of the calendar's first render at 8× in Hindi (issue 27), which made that render one
 * long task. The calendar then finds them made (shared/intl-formats.ts keeps them).
 */
export function prepareCalendarFormats(language: Language, intlLocale: string): void {
  if (language === 'en') return;
  const today = indiaDateOf(new Date());
  for (const make of [
    () => calendarFormats(language, intlLocale, false),
    () => calendarLabels(language, intlLocale, (key: string) => key),
    () => longDateParts(today, language),
    () => formatLongDate(today, language),
  ])
    window.setTimeout(make, 0);
}

/** An inline month calendar on which only the offered dates (full ones too) can be picked. */
export function BookingCalendar({ dates, full, selected, onPick, containerRef }: BookingCalendarProps) {
  const { t, language, intlLocale } = useTexts();
  const offered = useMemo(() => new Set([...dates, ...full]), [dates, full]);
  const fullDays = useMemo(() => new Set(full), [full]);
  const selectedDay = selected ? dayOf(selected) : undefined;
  const all = [...offered].sort();
  const first = all[0];
  const last = all[all.length - 1];
  // On a wide screen, show the whole booking window (usually two months) at once.
  const wide = useMediaQuery('(min-width: 60rem)');
  const spansTwoMonths = first.slice(0, 7) !== last.slice(0, 7);
  const own = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      own.current = node;
      if (typeof containerRef === 'function') containerRef(node);
      else if (containerRef) containerRef.current = node;
    },
    [containerRef],
  );
  // A language's short weekday names may be wider than a day's column (Tamil's 'வெள்.' on a
  // phone, Kannada's 'ಮಂಗಳ' beside 'ಸೋಮ'): measured in a column before the first paint, and
  // again when the calendar's width changes, the narrow ones take their place where needed.
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const calendar = own.current;
    if (language === 'en' || !calendar) return;
    const short = dateTimeFormat(intlLocale, { weekday: 'short' });
    const names = Array.from({ length: 7 }, (_, day) => short.format(new Date(2024, 0, day + 1)));
    let measuredWidth = 0;
    // All seven names laid out at once and read in one pass: one layout of the page, which a
    // slow phone feels, not seven. Again only when the column's width has changed.
    const measure = () => {
      const column = calendar.querySelector('.rdp-weekday');
      const columnWidth = column?.getBoundingClientRect().width ?? 0;
      if (!column || columnWidth === measuredWidth) return;
      measuredWidth = columnWidth;
      const probes = names.map((name) =>
        Object.assign(document.createElement('span'), { textContent: name }),
      );
      column.append(...probes);
      const widest = Math.max(...probes.map((probe) => probe.getBoundingClientRect().width));
      for (const probe of probes) probe.remove();
      setNarrow(widest + 8 > columnWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(calendar);
    return () => observer.disconnect();
  }, [language, intlLocale]);

  return (
    <div className="calendar" ref={ref}>
      <DayPicker
        mode="single"
        required
        selected={selectedDay}
        onSelect={(day) => onPick(isoDateOf(day))}
        disabled={(day) => !offered.has(isoDateOf(day))}
        modifiers={{ full: (day) => fullDays.has(isoDateOf(day)) }}
        modifiersClassNames={{ full: 'day-full' }}
        numberOfMonths={wide && spansTwoMonths ? 2 : 1}
        defaultMonth={wide ? dayOf(first) : (selectedDay ?? dayOf(first))}
        startMonth={dayOf(first)}
        endMonth={dayOf(last)}
        today={dayOf(indiaDateOf(new Date()))}
        dateLib={calendarDateLib}
        {...calendarFormats(language, intlLocale, narrow)}
        labels={{
          ...calendarLabels(language, intlLocale, t),
          labelDayButton: (day, { today, selected, full: isFull }) =>
            dayButtonLabel(t, language, isoDateOf(day), { today, selected, full: Boolean(isFull) }),
        }}
        footer={
          selected
            ? t('calendar.selected', { date: formatLongDate(selected, language) })
            : full.length > 0
              ? t('calendar.helpWithFull')
              : t('calendar.help')
        }
      />
    </div>
  );
}
