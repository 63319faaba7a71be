import { twelveHourText } from '../../../shared/rules/slot-schedule';
import { type ScheduleDay, WEEKDAY_NAMES } from '../../../shared/rules/weekly-schedule';

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

const SETTINGS: [keyof ScheduleDay, string, (value: never) => string][] = [
  ['firstStart', 'first slot', twelveHourText],
  ['lastEntry', 'last entry', twelveHourText],
  ['slotMinutes', 'slot length', (minutes: number) => `${minutes}`],
  ['capacity', 'capacity', (seats: number) => `${seats}`],
];
const UNITS: Partial<Record<keyof ScheduleDay, string>> = { slotMinutes: ' minutes', capacity: ' seats' };

function dayChanges(before: ScheduleDay, after: ScheduleDay): string[] {
  const changes: string[] = [];
  if (before.open !== after.open) changes.push(after.open ? 'closed → open' : 'open → closed');
  // A closed day's times and seats are kept but unused: only an open day's are news.
  if (!after.open) return changes;
  for (const [key, name, show] of SETTINGS) {
    if (before[key] === after[key]) continue;
    const text = show as (value: unknown) => string;
    changes.push(`${name} ${text(before[key])} → ${text(after[key])}${UNITS[key] ?? ''}`);
  }
  return changes;
}

/** One line per weekday that changed, Sunday first, or one line saying nothing did. */
export function scheduleChangeLines(
  before: Map<number, ScheduleDay>,
  after: Map<number, ScheduleDay>,
): ScheduleChangeLine[] {
  const lines = WEEKDAY_NAMES.flatMap((name, weekday) => {
    const was = before.get(weekday);
    const is = after.get(weekday);
    const changes = was && is ? dayChanges(was, is) : [];
    return changes.length > 0 ? [{ field: name, text: changes.join('; ') }] : [];
  });
  return lines.length > 0 ? lines : [{ field: 'Schedule', text: 'saved without changes' }];
}
