import { addDays, type IsoDate, weekdayOf } from './india-clock';

const TUESDAY = 2;

/** The museum closes on the last Tuesday of every month. */
export function isLastTuesdayOfMonth(date: IsoDate): boolean {
  return weekdayOf(date) === TUESDAY && addDays(date, 7).slice(0, 7) !== date.slice(0, 7);
}

export function isClosedDay(date: IsoDate): boolean {
  return isLastTuesdayOfMonth(date);
}
