// India has kept a fixed UTC+05:30 offset with no daylight saving since 1945, so a fixed
// offset gives the same answers as the Asia/Kolkata zone without shipping zone data,
// whatever time zone the server or the browser runs in.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a well-formed `YYYY-MM-DD` that names a real calendar day. */
export function isRealIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The India calendar date of an instant. */
export function indiaDateOf(instant: Date): IsoDate {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The India wall-clock time of an instant, as `HH:MM`. */
export function indiaTimeOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant at which the given India wall-clock time (`HH:MM`) falls on the given date. */
export function indiaInstant(date: IsoDate, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00.000Z`) - INDIA_OFFSET_MS);
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const base = Date.parse(`${date}T00:00:00.000Z`);
  return new Date(base + days * 86_400_000).toISOString().slice(0, 10);
}

/** How many calendar days `to` is after `from` (negative when before). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
}

/**
 * Every date from `from` to `to`, both included. Counted, not compared as text: past year
 * 9999 the ISO text (`+010000-01-01`) no longer sorts after the dates before it.
 */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  return Array.from({ length: Math.max(daysBetween(from, to) + 1, 0) }, (_, offset) => addDays(from, offset));
}

/** Day of the week of a calendar date, 0 = Sunday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay();
}
