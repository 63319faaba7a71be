import type { Kysely } from 'kysely';
import { earliestBookableStart, isBookable } from '../../shared/rules/bookable';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import { type IsoDate, indiaDateOf } from '../../shared/rules/india-clock';
import type { DatesResponse, SlotsResponse } from '../../shared/schemas/slots';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import { createAvailabilityCache } from './availability-cache';
import { findOpenDatesFrom, findOpenSlotsOn } from './slots.repository';

export interface SlotsServiceOptions {
  db: Kysely<Database>;
  schedule: { sameDayLookaheadMinutes: number };
  clock: Clock;
  /** On SQLite availability answers are reused until the database changes. */
  dialect?: Dialect;
}

export function createSlotsService({ db, schedule, clock, dialect }: SlotsServiceOptions) {
  const cache = createAvailabilityCache(db, dialect);
  const earliestStart = (now: Date) =>
    earliestBookableStart(now, schedule.sameDayLookaheadMinutes).toISOString();

  return {
    /** Dates (India time) that have a bookable slot, ascending; closed days never. */
    async listDates(): Promise<DatesResponse> {
      const now = clock();
      const today = indiaDateOf(now);
      const rows = await cache.remember(`dates from ${today}`, async () =>
        (await findOpenDatesFrom(db, today)).filter((row) => !isClosedDay(row.date)),
      );
      const earliest = earliestStart(now);
      return { dates: rows.filter((row) => row.last_open_start >= earliest).map((row) => row.date) };
    },

    /** The bookable slots of one date, by start ascending. */
    async listSlots(date: IsoDate): Promise<SlotsResponse> {
      const now = clock();
      const rows = await cache.remember(`slots on ${date}`, () => findOpenSlotsOn(db, date));
      const lookahead = schedule.sameDayLookaheadMinutes;
      return {
        date,
        slots: rows
          .filter((row) => isBookable({ ...row, date, startsAt: new Date(row.starts_at) }, now, lookahead))
          .map((row) => ({
            id: row.id,
            label: row.label,
            startsAt: row.starts_at,
            available: row.capacity,
            booked: row.booked,
          })),
      };
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
