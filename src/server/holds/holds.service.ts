import type { Kysely, Transaction } from 'kysely';
import { holdTexts } from '../../shared/hold-texts';
import { earliestBookableStart } from '../../shared/rules/bookable';
import type { Clock } from '../../shared/rules/clock';
import { isClosedDay } from '../../shared/rules/closed-days';
import type { Hold, HoldsList } from '../../shared/schemas/holds';
import { texts } from '../../shared/texts';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Database, HoldsTable } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError } from '../http/errors';
import type { SlotLock } from '../seats/slot-lock';
import {
  deleteHolds,
  deleteVisitorHolds,
  findHold,
  findSlotSeats,
  heldSeats,
  insertHold,
  liveHoldsOf,
  resizeHold,
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
}

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
  const { db, database, clock, config, offers, lockSlots } = options;
  const { writeTransaction } = database;
  const lookahead = config.schedule.sameDayLookaheadMinutes;

  async function bookableSlot(slotId: string, now: Date) {
    const slot = await findSlotSeats(db, slotId);
    if (!slot) throw new AppError(404, 'slot_not_found', texts.slotNotFound);
    if (isClosedDay(slot.date)) throw new AppError(409, 'slot_closed', texts.slotClosedDay);
    if (slot.closed) throw new AppError(409, 'slot_closed', texts.slotNoLongerBookable);
    if (slot.starts_at < earliestBookableStart(now, lookahead).toISOString()) {
      throw new AppError(409, 'slot_not_bookable', texts.slotNoLongerBookable);
    }
    return slot;
  }

  return {
    /**
     * Holds `seats` of the slot for the visitor, replacing any hold of theirs: on the same
     * slot it grows or shrinks in place (an offer keeps its longer life), elsewhere the old
     * one is released and its seats offered to that slot's waiting list.
     */
    async take(user: CurrentUser, input: { slotId: string; seats: number }): Promise<Hold> {
      const now = clock();
      const at = now.toISOString();
      const slot = await bookableSlot(input.slotId, now);
      if (input.seats > slot.capacity) throw new AppError(400, 'too_many_people', texts.tooManyPeopleForSlot);
      const expires = holdExpiry(now, config.holdMinutes, slot.starts_at, lookahead).toISOString();
      return writeTransaction(async (trx) => {
        const mine = await liveHoldsOf(trx, user.id, at);
        const replaced = mine.filter((hold) => hold.slot_id !== slot.id && hold.waitlist_id === null);
        await lockSlots(trx, [slot.id, ...replaced.map((hold) => hold.slot_id)]);
        const current = await findSlotSeats(trx, slot.id);
        const others = await heldSeats(trx, slot.id, at, user.id);
        if (!current || current.booked + others + input.seats > current.capacity) {
          throw new AppError(409, 'slot_full', holdTexts.slotFull(slot.label));
        }
        // Their holds of this slot become one; an offer among them keeps its id and expiry.
        // Read again under the lock: another request of theirs may have just added one.
        const here = (await liveHoldsOf(trx, user.id, at)).filter((hold) => hold.slot_id === slot.id);
        const kept = here.find((hold) => hold.waitlist_id !== null) ?? here[0];
        await deleteHolds(
          trx,
          here.filter((hold) => hold !== kept).map((hold) => hold.id),
        );
        let hold: HoldsTable;
        if (kept) {
          const keptExpiry = kept.expires_at > expires ? kept.expires_at : expires;
          await resizeHold(trx, kept.id, input.seats, keptExpiry);
          hold = { ...kept, seats: input.seats, expires_at: keptExpiry };
        } else {
          hold = {
            id: newHoldId(),
            user_id: user.id,
            slot_id: slot.id,
            seats: input.seats,
            created_at: at,
            expires_at: expires,
            waitlist_id: null,
          };
          await insertHold(trx, hold);
        }
        await deleteHolds(
          trx,
          replaced.map((old) => old.id),
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
      if (!hold || hold.user_id !== user.id) throw new AppError(404, 'not_found', holdTexts.holdNotFound);
      await writeTransaction(async (trx) => {
        await lockSlots(trx, [hold.slot_id]);
        // Gone meanwhile (used by a booking, replaced): nothing of theirs to give back.
        const deleted = await trx.deleteFrom('holds').where('id', '=', hold.id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) {
          throw new AppError(404, 'not_found', holdTexts.holdNotFound);
        }
        if (hold.waitlist_id) await setState(trx, [hold.waitlist_id], 'passed');
        await offers.offerFreedSeats(trx, hold.slot_id);
      });
      offers.deliver();
    },

    /**
     * In a booking's transaction, once it has its seats (the seats module): the visitor's
     * holds of the slot are used up and their place on its waiting list is done with.
     * Answers how many holds there were (their leftover seats may go to the waiting list).
     */
    async spendOnBooking(trx: Transaction<Database>, userId: string, slotId: string): Promise<number> {
      const used = await deleteVisitorHolds(trx, userId, slotId);
      await closeWaitingAsBooked(trx, userId, slotId);
      return used.length;
    },
  };
}

export type HoldsService = ReturnType<typeof createHoldsService>;
