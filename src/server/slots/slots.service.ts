import type { Kysely } from 'kysely';
import { earliestBookableStart, isOffered, lastBookableMoment } from '../../shared/rules/bookable';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import { addDays, type IsoDate, indiaDateOf, indiaInstant } from '../../shared/rules/india-clock';
import type { DatesResponse, SlotsResponse } from '../../shared/schemas/slots';
import type { Database } from '../db/schema';
import type { KeptJson } from '../http/kept-json';
import { type Answer, createAvailabilityCache } from './availability-cache';
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

/**
 * The first instant after `now` at which an answer built from these rows may read otherwise
 * though nothing is written: a listed slot's booking cut-off passes, a hold lapses (holds
 * expire lazily: nothing is written when they do) or the day rolls over in India.
 */
function readsTheSameUntil(
  now: Date,
  lookaheadMinutes: number,
  slots: { starts_at: string }[],
  holds: LiveHoldRow[],
): number {
  const at = now.getTime();
  let until = indiaInstant(addDays(indiaDateOf(now), 1), '00:00').getTime();
  for (const slot of slots) {
    // Bookable until its last moment; the first instant it is not is 1 ms later.
    const lastBookable = lastBookableMoment(slot.starts_at, lookaheadMinutes);
    if (lastBookable >= at && lastBookable + 1 < until) until = lastBookable + 1;
  }
  for (const hold of holds) {
    const lapses = Date.parse(hold.expires_at);
    if (lapses > at && lapses < until) until = lapses;
  }
  return until;
}

const holdersOf = (holds: LiveHoldRow[]) => new Set(holds.map((hold) => hold.user_id));

export interface SlotsServiceOptions {
  db: Kysely<Database>;
  schedule: { sameDayLookaheadMinutes: number };
  clock: Clock;
  /** The database's change stamp (DatabaseHandle.changeStamp): answers are kept until it moves. */
  changeStamp: () => string | Promise<string>;
}

/**
 * What can be booked: the dates, and the slots of one date, written out as the JSON the API
 * answers. One answer per date serves every caller who holds no seat in it; a caller with a
 * hold gets one of their own (their held seats count as theirs).
 */
export function createSlotsService({ db, schedule, clock, changeStamp }: SlotsServiceOptions) {
  const cache = createAvailabilityCache(changeStamp);
  const lookahead = schedule.sameDayLookaheadMinutes;

  type DatesData = { slots: Awaited<ReturnType<typeof findOpenSlotsFrom>>; holds: LiveHoldRow[] };
  type SlotsData = { date: IsoDate; rows: Awaited<ReturnType<typeof findOpenSlotsOn>>; holds: LiveHoldRow[] };

  /**
   * Dates (India time) that have a bookable slot with a seat left for the caller, and dates
   * whose bookable slots are all full (waiting lists open), ascending; closed days never.
   */
  function datesFrom({ slots, holds }: DatesData, now: Date, userId?: string): DatesResponse {
    const at = now.toISOString();
    const earliest = earliestBookableStart(now, lookahead).toISOString();
    const held = heldBySlot(holds, at, userId);
    const withSeats = new Set<string>();
    const offered = new Set<string>();
    for (const slot of slots) {
      if (slot.starts_at < earliest) continue;
      offered.add(slot.date);
      if (seatLeftFor(slot, held(slot.id))) withSeats.add(slot.date);
    }
    return {
      dates: [...withSeats].sort(),
      full: [...offered].filter((date) => !withSeats.has(date)).sort(),
    };
  }

  /** The offered slots of one date, by start ascending; those with no seat left for the caller are `full`. */
  function slotsFrom({ date, rows, holds }: SlotsData, now: Date, userId?: string): SlotsResponse {
    const held = heldBySlot(holds, now.toISOString(), userId);
    return {
      date,
      slots: rows
        .filter((row) => isOffered({ date, startsAt: new Date(row.starts_at) }, now, lookahead))
        .map((row) => ({
          id: row.id,
          label: row.label,
          startsAt: row.starts_at,
          available: row.capacity,
          booked: row.booked,
          held: held(row.id).all,
          heldForYou: held(row.id).mine,
          full: !seatLeftFor(row, held(row.id)),
        })),
    };
  }

  function answerFrom<Data>(
    data: Data & { holds: LiveHoldRow[] },
    slots: { starts_at: string }[],
    now: Date,
    write: (data: Data, now: Date) => object,
  ): Answer<Data> {
    return {
      shared: JSON.stringify(write(data, now)),
      copies: new Map(),
      data,
      holders: holdersOf(data.holds),
      builtAt: now.getTime(),
      validUntil: readsTheSameUntil(now, lookahead, slots, data.holds),
    };
  }

  /** The shared answer (with its compressed copies), or the caller's own when a seat counted in it is theirs. */
  function textFor<Data>(
    answer: Answer<Data> | Promise<Answer<Data>>,
    now: Date,
    userId: string | undefined,
    write: (data: Data, now: Date, userId?: string) => object,
  ): KeptJson | Promise<KeptJson> {
    const pick = (ready: Answer<Data>): KeptJson =>
      userId !== undefined && ready.holders.has(userId)
        ? { json: JSON.stringify(write(ready.data, now, userId)), copies: null }
        : { json: ready.shared, copies: ready.copies };
    return answer instanceof Promise ? answer.then(pick) : pick(answer);
  }

  return {
    /** How many availability answers were built (availability-cache.ts `builds`). */
    answersBuilt: () => cache.builds,

    /** `GET /api/dates` as JSON text (DatesResponse). */
    datesJson(userId?: string): KeptJson | Promise<KeptJson> {
      const now = clock();
      // One entry, whatever the day: it is rebuilt from midnight in India on (readsTheSameUntil).
      const answer = cache.answer('dates', now.getTime(), async () => {
        const today = indiaDateOf(now);
        const at = now.toISOString();
        const slots = (await findOpenSlotsFrom(db, today)).filter((row) => !isClosedDay(row.date));
        const data = { slots, holds: await findLiveHolds(db, { from: today }, at) };
        return answerFrom(data, slots, now, datesFrom);
      });
      return textFor(answer, now, userId, datesFrom);
    },

    /** `GET /api/slots?date=` as JSON text (SlotsResponse). */
    slotsJson(date: IsoDate, userId?: string): KeptJson | Promise<KeptJson> {
      const now = clock();
      const answer = cache.answer(`slots on ${date}`, now.getTime(), async () => {
        const rows = await findOpenSlotsOn(db, date);
        const data = { date, rows, holds: await findLiveHolds(db, { on: date }, now.toISOString()) };
        return answerFrom(data, rows, now, slotsFrom);
      });
      return textFor(answer, now, userId, slotsFrom);
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
