import type { CalendarDay } from '../../../shared/schemas/museum';
import { formatLongDate } from '../../lib/format-date';
import { t } from '../../lib/staff-texts';
import { dayHeadingId, jumpTo } from './day-anchors';

/** `Sunday, 22 November 2026` → `Sun 22 Nov`: a link short enough for seven in a row. */
function shortDate(date: string): string {
  const [weekday = '', day = '', month = ''] = formatLongDate(date).split(' ');
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)}`;
}

function dayState(day: CalendarDay): string {
  if (day.closure) return t('slotsAdmin.links.closed');
  if (day.slots.length === 0) return t('slotsAdmin.links.noSlots');
  return t('slotsAdmin.links.slots', { slots: day.slots.length });
}

/**
 * A link to each day of the week shown, so an admin (or a keyboard) goes straight to a day
 * instead of past every slot card before it. The day's heading takes the focus, so reading and
 * tabbing go on from there.
 */
export function DayLinks({ id, days }: { id: string; days: CalendarDay[] }) {
  return (
    <nav className="slots-day-links" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {t('slotsAdmin.links.heading')}
      </h2>
      <ul>
        {days.map((day) => (
          <li key={day.date}>
            <a href={`#${dayHeadingId(day.date)}`} onClick={(event) => jumpTo(event, dayHeadingId(day.date))}>
              <span className="slots-day-link-date">{shortDate(day.date)}</span>
              <span className="slots-day-link-state">{dayState(day)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
