import { twelveHourText } from '../../../shared/rules/slot-schedule';
import type { ScheduleDay } from '../../../shared/rules/weekly-schedule';
import { msg, t } from '../../lib/staff-texts';
import { weekdayName } from '../../lib/weekday-name';

// A `schedule.update` entry holds the whole week before and after; people want to read what
// changed: "Saturday: slot length 30 → 45 minutes".

export interface ScheduleChangeLine {
  /** The weekday. */
  field: string;
  text: string;
}

const isWeek = (value: unknown): value is { days: ScheduleDay[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { days?: unknown }).days);

/** The week's settings, weekday by weekday; null when the entry does not hold a week. */
export function weekOf(value: unknown): Map<number, ScheduleDay> | null {
  return isWeek(value) ? new Map(value.days.map((day) => [day.weekday, day])) : null;
}

// Each setting's change in words, its values as the schedule page writes them.
const SETTINGS: [keyof ScheduleDay, string, (value: never) => string][] = [
  ['firstStart', msg('audit.schedule.firstStart'), twelveHourText],
  ['lastEntry', msg('audit.schedule.lastEntry'), twelveHourText],
  ['slotMinutes', msg('audit.schedule.slotMinutes'), (minutes: number) => `${minutes}`],
  ['capacity', msg('audit.schedule.capacity'), (seats: number) => `${seats}`],
];

function dayChanges(before: ScheduleDay, after: ScheduleDay): string[] {
  const changes: string[] = [];
  if (before.open !== after.open)
    changes.push(after.open ? t('audit.schedule.opened') : t('audit.schedule.closed'));
  // A closed day's times and seats are kept but unused: only an open day's are news.
  if (!after.open) return changes;
  for (const [key, change, show] of SETTINGS) {
    if (before[key] === after[key]) continue;
    const text = show as (value: unknown) => string;
    changes.push(t(change, { before: text(before[key]), after: text(after[key]) }));
  }
  return changes;
}

/** One line per weekday that changed, Sunday first, or one line saying nothing did. */
export function scheduleChangeLines(
  before: Map<number, ScheduleDay>,
  after: Map<number, ScheduleDay>,
): ScheduleChangeLine[] {
  const lines = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => {
    const was = before.get(weekday);
    const is = after.get(weekday);
    const changes = was && is ? dayChanges(was, is) : [];
    return changes.length > 0 ? [{ field: weekdayName(weekday), text: changes.join('; ') }] : [];
  });
  return lines.length > 0
    ? lines
    : [{ field: t('audit.schedule.field'), text: t('audit.schedule.unchanged') }];
}
