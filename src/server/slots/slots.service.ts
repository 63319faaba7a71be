import type { Kysely } from 'kysely';
import { earliestBookableStart, isBookable } from '../../shared/rules/bookable';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import { type IsoDate, indiaDateOf } from '../../shared/rules/india-clock';
import type { DatesResponse, SlotsResponse } from '../../shared/schemas/slots';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import { createAvailabilityCache } from './availability-cache';
import { findLiveHolds, findOpenSlotsFrom, findOpenSlotsOn, type LiveHoldRow } from './slots.repository';

/** Seats held on each slot at `now`: by everyone, and for `userId`. */
function heldBySlot(holds: LiveHoldRow[], now: string, userId: string | undefined) {
  const held = new Map<string, { all: number; mine: number }>();
  for (const hold of holds) {
    if (hold.expires_at <= now) continue;
    const seats = held.get(hold.slot_id) ?? { all: 0, mine: 0 };
    seats.all += hold.seats;
    if (hold.user_id === userId) seats.mine += hold.seats;
    held.set(hold.slot_id, seats);
  }
  return (slotId: string) => held.get(slotId) ?? { all: 0, mine: 0 };
}

/** A seat is left for the caller: theirs held count as theirs. */
const seatLeftFor = (slot: { capacity: number; booked: number }, held: { all: number; mine: number }) =>
  held.mine > 0 || slot.booked + held.all < slot.capacity;

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
    /** Dates (India time) that have a bookable slot with a seat left, ascending; closed days never. */
    async listDates(userId?: string): Promise<DatesResponse> {
      const now = clock();
      const at = now.toISOString();
      const today = indiaDateOf(now);
      const { slots, holds } = await cache.remember(`dates from ${today}`, async () => ({
        slots: (await findOpenSlotsFrom(db, today)).filter((row) => !isClosedDay(row.date)),
        holds: await findLiveHolds(db, { from: today }, at),
      }));
      const earliest = earliestStart(now);
      const held = heldBySlot(holds, at, userId);
      const dates = new Set<string>();
      for (const slot of slots) {
        if (slot.starts_at >= earliest && seatLeftFor(slot, held(slot.id))) dates.add(slot.date);
      }
      return { dates: [...dates].sort() };
    },

    /** The bookable slots of one date, by start ascending. */
    async listSlots(date: IsoDate, userId?: string): Promise<SlotsResponse> {
      const now = clock();
      const at = now.toISOString();
      const { rows, holds } = await cache.remember(`slots on ${date}`, async () => ({
        rows: await findOpenSlotsOn(db, date),
        holds: await findLiveHolds(db, { on: date }, at),
      }));
      const lookahead = schedule.sameDayLookaheadMinutes;
      const held = heldBySlot(holds, at, userId);
      return {
        date,
        slots: rows
          .filter((row) => isBookable({ ...row, date, startsAt: new Date(row.starts_at) }, now, lookahead))
          .filter((row) => seatLeftFor(row, held(row.id)))
          .map((row) => ({
            id: row.id,
            label: row.label,
            startsAt: row.starts_at,
            available: row.capacity,
            booked: row.booked,
            held: held(row.id).all,
            heldForYou: held(row.id).mine,
          })),
      };
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
