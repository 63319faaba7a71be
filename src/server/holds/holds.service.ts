import type { Kysely, Transaction } from 'kysely';
import { earliestBookableStart } from '../../shared/rules/bookable';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import type { Hold, HoldsList } from '../../shared/schemas/holds';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Database, HoldsTable } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError } from '../http/errors';
import { say } from '../http/said';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { SlotLock } from '../seats/slot-lock';
import {
  deleteHolds,
  deleteVisitorHoldsLater,
  findHold,
  findSlotSeats,
  heldSeats,
  holdsOfVisitorOn,
  insertHold,
  lapseHolds,
  liveHoldsOf,
  resizeHold,
  slotsHeldSince,
} from './holds.repository';
import { holdExpiry, newHoldId, type Offers } from './offers';
import { closeWaitingAsBooked, setState } from './waitlist.repository';

export interface HoldsServiceOptions {
  db: Kysely<Database>;
  database: Pick<DatabaseHandle, 'dialect' | 'writeTransaction'>;
  clock: Clock;
  config: Pick<Config, 'holdMinutes' | 'schedule'>;
  offers: Offers;
  lockSlots: SlotLock;
  /** Counts new holds per client address (decision 0039). */
  limiter: Pick<RateLimiter, 'enforce'>;
}

/** Slots one account may start holding in 24 hours (decision 0039). */
export const SLOTS_PER_DAY = 4;
/** New holds one client address may start in an hour, whichever accounts ask (decision 0039). */
const NEW_HOLDS_PER_ADDRESS = 20;

const newHoldsPerAddress = (ip: string) => ({
  scope: 'hold-new-address',
  subject: ip,
  limit: NEW_HOLDS_PER_ADDRESS,
  windowMs: 60 * 60_000,
});
const dayBefore = (now: Date) => new Date(now.getTime() - 24 * 60 * 60_000).toISOString();

const toHold = (row: HoldsTable): Hold => ({
  id: row.id,
  slotId: row.slot_id,
  seats: row.seats,
  expiresAt: row.expires_at,
  offer: row.waitlist_id !== null,
});

/**
 * Seats held for a visitor (decision 0023). Every change runs in one write transaction that
 * first locks the slots it touches, then counts booked + live holds afresh: no interleaving
 * of holds, bookings, cancellations or offers can push that sum past capacity. A hold counts
 * while `expires_at` is in the future, so one that lapses needs no write at all.
 */
export function createHoldsService(options: HoldsServiceOptions) {
  const { db, database, clock, config, offers, lockSlots, limiter } = options;
  const { writeTransaction } = database;
  const lookahead = config.schedule.sameDayLookaheadMinutes;

  async function bookableSlot(slotId: string, now: Date) {
    const slot = await findSlotSeats(db, slotId);
    if (!slot) throw new AppError(404, 'slot_not_found', say('error.slotNotFound'));
    if (isClosedDay(slot.date)) throw new AppError(409, 'slot_closed', say('error.slotClosedDay'));
    if (slot.closed) throw new AppError(409, 'slot_closed', say('error.slotNoLongerBookable'));
    if (slot.starts_at < earliestBookableStart(now, lookahead).toISOString()) {
      throw new AppError(409, 'slot_not_bookable', say('error.slotNoLongerBookable'));
    }
    return slot;
  }

  return {
    /**
     * Holds `seats` of the slot for the visitor, replacing any hold of theirs: on the same
     * slot it grows or shrinks in place, elsewhere the old one ends and its seats are offered
     * to that slot's waiting list. A plain hold lives HOLD_MINUTES from the visitor's first
     * hold of the slot, however often it is asked for again (decision 0039): once that has
     * run out the answer is that hold, lapsed, and nothing is held. An offer keeps its life.
     */
    async take(
      user: CurrentUser,
      input: { slotId: string; seats: number },
      caller: { ip: string },
    ): Promise<Hold> {
      const now = clock();
      const at = now.toISOString();
      const slot = await bookableSlot(input.slotId, now);
      if (input.seats > slot.capacity)
        throw new AppError(400, 'too_many_people', say('error.tooManyPeopleForSlot'));
      const windowOf = (since: string) =>
        holdExpiry(new Date(since), config.holdMinutes, slot.starts_at, lookahead).toISOString();
      // A new hold (not one asked again) counts against the caller's address.
      if ((await holdsOfVisitorOn(db, user.id, slot.id)).length === 0) {
        await limiter.enforce(newHoldsPerAddress(caller.ip));
      }
      return writeTransaction(async (trx) => {
        const mine = await liveHoldsOf(trx, user.id, at);
        const replaced = mine.filter((hold) => hold.slot_id !== slot.id && hold.waitlist_id === null);
        await lockSlots(trx, [slot.id, ...replaced.map((hold) => hold.slot_id)]);
        // Read under the lock: another request of theirs may have just added one.
        const here = await holdsOfVisitorOn(trx, user.id, slot.id);
        const offer = here.find((hold) => hold.waitlist_id !== null && hold.expires_at > at);
        const plain = here.find((hold) => hold.waitlist_id === null);
        if (!offer && plain && windowOf(plain.created_at) <= at) return toHold(plain);
        if (
          !offer &&
          !plain &&
          (await slotsHeldSince(trx, user.id, dayBefore(now), slot.id)) >= SLOTS_PER_DAY
        ) {
          throw new AppError(409, 'hold_limit', say('error.holdLimit', { slots: SLOTS_PER_DAY }));
        }
        const current = await findSlotSeats(trx, slot.id);
        const others = await heldSeats(trx, slot.id, at, user.id);
        if (!current || current.booked + others + input.seats > current.capacity) {
          throw new AppError(409, 'slot_full', say('error.slotFull', { slot: slot.label }));
        }
        let hold: HoldsTable;
        if (offer || plain) {
          const kept = (offer ?? plain) as HoldsTable;
          const expiry = offer ? offer.expires_at : windowOf(kept.created_at);
          await resizeHold(trx, kept.id, input.seats, expiry);
          // Their holds of this slot become one: the offer, else the plain hold.
          if (offer && plain) await lapseHolds(trx, [plain.id], at);
          hold = { ...kept, seats: input.seats, expires_at: expiry };
        } else {
          hold = {
            id: newHoldId(),
            user_id: user.id,
            slot_id: slot.id,
            seats: input.seats,
            created_at: at,
            expires_at: windowOf(at),
            waitlist_id: null,
          };
          await insertHold(trx, hold);
        }
        await lapseHolds(
          trx,
          replaced.map((old) => old.id),
          at,
        );
        for (const old of replaced) await offers.offerFreedSeats(trx, old.slot_id);
        // A smaller party gives seats back: they may fit someone waiting.
        await offers.offerFreedSeats(trx, slot.id);
        return toHold(hold);
      });
    },

    async list(user: CurrentUser): Promise<HoldsList> {
      const rows = await liveHoldsOf(db, user.id, clock().toISOString());
      return { holds: rows.map(toHold) };
    },

    /** Gives the seats back at once; an offer released passes to the next in line. */
    async release(user: CurrentUser, holdId: string): Promise<void> {
      const hold = await findHold(db, holdId);
      // Someone else's hold answers as if it did not exist.
      if (!hold || hold.user_id !== user.id) throw new AppError(404, 'not_found', say('error.holdNotFound'));
      await writeTransaction(async (trx) => {
        await lockSlots(trx, [hold.slot_id]);
        // Gone meanwhile (used by a booking), or a plain hold already ended: nothing to give back.
        const current = await findHold(trx, hold.id);
        const ended = !current || (!current.waitlist_id && current.expires_at <= clock().toISOString());
        if (ended) throw new AppError(404, 'not_found', say('error.holdNotFound'));
        if (hold.waitlist_id) {
          // An offer given up passes to the next in line.
          await deleteHolds(trx, [hold.id]);
          await setState(trx, [hold.waitlist_id], 'passed');
        } else {
          // A plain hold ends but is remembered: asking again gets no new window (decision 0039).
          await lapseHolds(trx, [hold.id], clock().toISOString());
        }
        await offers.offerFreedSeats(trx, hold.slot_id);
      });
    },

    /**
     * In a booking's transaction, as the seats module takes its seats: the visitor's holds of
     * the slot are used up and their place on its waiting list is done with. Answers, later
     * (decision 0061), which holds there were (their leftover seats may go to the waiting list).
     */
    async spendOnBooking(trx: Transaction<Database>, userId: string, slotId: string) {
      const used = await deleteVisitorHoldsLater(trx, userId, slotId);
      await closeWaitingAsBooked(trx, userId, slotId);
      return used;
    },
  };
}

export type HoldsService = ReturnType<typeof createHoldsService>;
