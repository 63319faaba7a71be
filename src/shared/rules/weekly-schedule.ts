import { isClosedDay } from './closed-days';
import { type IsoDate, weekdayOf } from './india-clock';
import { type PlannedSlot, plannedSlotsFor } from './slot-schedule';

/** One weekday of the weekly template; times are India wall-clock `HH:MM`. */
export interface ScheduleDay {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  open: boolean;
  firstStart: string;
  /** The start of the day's last slot (visitors may enter until that slot ends). */
  lastEntry: string;
  slotMinutes: number;
  capacity: number;
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const minutesOfDay = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours as number) * 60 + (minutes as number);
};

/**
 * What can be wrong with a weekday's settings, in the words the API answers with (the schema in
 * schemas/museum.ts and the rule below). The staff site shows them from its catalog
 * (web/features/schedule/day-problem.ts), whose English the catalog check holds to these.
 */
export const SCHEDULE_PROBLEMS = {
  time: 'a time is written as HH:MM, 24-hour (e.g. 09:30)',
  minutesWhole: 'a slot lasts a whole number of minutes',
  minutesMin: 'a slot lasts at least 5 minutes',
  minutesMax: 'a slot lasts at most 240 minutes',
  seatsWhole: 'a slot has a whole number of seats',
  seatsMin: 'a slot has at least 1 seat',
  seatsMax: 'a slot has at most 10000 seats',
  lastBeforeFirst: 'the last entry is before the first slot starts',
  pastMidnight: 'the last slot would end after midnight',
} as const;

/** What is wrong with one weekday's settings, in words; null when they make sense. */
export function scheduleDayProblem(day: ScheduleDay): string | null {
  if (!day.open) return null;
  const first = minutesOfDay(day.firstStart);
  const last = minutesOfDay(day.lastEntry);
  if (last < first) return SCHEDULE_PROBLEMS.lastBeforeFirst;
  if (last + day.slotMinutes > 24 * 60) return SCHEDULE_PROBLEMS.pastMidnight;
  return null;
}

/** Why a date gets no slots from the template, or null when it gets its weekday's slots. */
export type SkipReason = 'last_tuesday' | 'closed_weekday' | 'closure';

export function skipReason(date: IsoDate, week: ScheduleDay[], closures: Set<IsoDate>): SkipReason | null {
  if (isClosedDay(date)) return 'last_tuesday';
  if (closures.has(date)) return 'closure';
  if (!week.find((day) => day.weekday === weekdayOf(date))?.open) return 'closed_weekday';
  return null;
}

/** The slots the template gives a date: from the first start to the last entry, both included. */
export function templateSlotsFor(date: IsoDate, day: ScheduleDay): PlannedSlot[] {
  // plannedSlotsFor stops before "entry closes": one minute after the last start keeps it.
  return plannedSlotsFor(date, {
    firstSlotStart: day.firstStart,
    closingTime: clockText(minutesOfDay(day.lastEntry) + 1),
    entryClosesMinutesBeforeClosing: 0,
    slotMinutes: day.slotMinutes,
    slotCapacity: day.capacity,
  });
}

function clockText(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The config file's one-size schedule as a week: every day open, slots from its first start
 * while they start before entry closes.
 */
export function weekFromConfig(config: {
  firstSlotStart: string;
  closingTime: string;
  entryClosesMinutesBeforeClosing: number;
  slotMinutes: number;
  slotCapacity: number;
}): ScheduleDay[] {
  const first = minutesOfDay(config.firstSlotStart);
  const entryCloses = minutesOfDay(config.closingTime) - config.entryClosesMinutesBeforeClosing;
  const slots = Math.max(1, Math.ceil((entryCloses - first) / config.slotMinutes));
  const lastEntry = clockText(first + (slots - 1) * config.slotMinutes);
  return WEEKDAY_NAMES.map((_name, weekday) => ({
    weekday,
    open: true,
    firstStart: config.firstSlotStart,
    lastEntry,
    slotMinutes: config.slotMinutes,
    capacity: config.slotCapacity,
  }));
}
