import { type Ref, useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { formatLongDate } from '../../lib/format-date';
import '../../styles/calendar.css';
import { dayOf, isoDateOf } from './calendar-dates';

interface BookingCalendarProps {
  /** The dates the server offers; every other day is disabled. */
  dates: string[];
  selected: string | null;
  onPick: (date: string) => void;
  containerRef: Ref<HTMLDivElement>;
}

/** An inline month calendar on which only the offered dates can be picked. */
export function BookingCalendar({ dates, selected, onPick, containerRef }: BookingCalendarProps) {
  const offered = useMemo(() => new Set(dates), [dates]);
  const selectedDay = selected ? dayOf(selected) : undefined;

  return (
    <div className="calendar" ref={containerRef}>
      <DayPicker
        mode="single"
        required
        selected={selectedDay}
        onSelect={(day) => onPick(isoDateOf(day))}
        disabled={(day) => !offered.has(isoDateOf(day))}
        defaultMonth={selectedDay ?? dayOf(dates[0])}
        startMonth={dayOf(dates[0])}
        endMonth={dayOf(dates[dates.length - 1])}
        today={dayOf(indiaDateOf(new Date()))}
        footer={
          selected
            ? `Selected: ${formatLongDate(selected)}`
            : 'Dates in bold can be booked. Use the arrow keys to move between days.'
        }
      />
    </div>
  );
}
