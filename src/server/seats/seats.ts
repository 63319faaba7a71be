import type { Transaction } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import type { Dialect } from '../db/connect';
import { inSavepoint } from '../db/group-commit';
import type { Later } from '../db/later-answer';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { say } from '../http/said';
import { refusalFacts, returnSeats, takeSeatsBesideHolds, takeSeatsBeyondCapacity } from './seats.repository';
import type { SlotLock } from './slot-lock';

/** The slot's waiting list (the holds feature's offers): offered seats that came free. */
export interface WaitingList {
  /** In the caller's transaction; how many offers were made. */
  offerFreedSeats(trx: Transaction<Database>, slotId: string): Promise<number>;
}

/** A hold a booking used up: its id and when it would have lapsed (ISO instant). */
export interface SpentHold {
  id: string;
  expires_at: string;
}

/** The visitor's holds (the holds feature), used up by their booking. */
export interface VisitorHolds {
  /**
   * Removes the visitor's holds of the slot and ends their waiting; which holds there were
   * is read later (on PostgreSQL it travels with the seats update, decision 0061).
   */
  spendOnBooking(trx: Transaction<Database>, userId: string, slotId: string): Promise<Later<SpentHold[]>>;
}

/** What a booking (or the door undoing a refusal) asks of the seats. */
export interface SeatsRequest {
  userId: string;
  slotId: string;
  seats: number;
  /** The hold the visitor took, if any; their live holds of this slot count either way. */
  holdId?: string;
  /** Null: whenever the slot starts, open or closed (the door); else the booking's lookahead. */
  earliestStart: string | null;
}

/** A booking that gave its seats back. */
export interface ReturnedSeats {
  slot_id: string;
  people: number;
}

export interface SeatsOptions {
  dialect: Dialect;
  clock: Clock;
  lockSlots: SlotLock;
  waitingList: WaitingList;
  holds: VisitorHolds;
}

/**
 * The one owner of `slots.booked` (issue 21): every feature that moves seats does it here, in
 * its own transaction. Taking counts the live holds of others under the slot's lock; giving
 * back offers the freed seats to the slot's waiting list in the same transaction, whoever
 * frees them (a cancellation, a refusal at the door, a closure, an erased account).
 */
export function createSeats(options: SeatsOptions) {
  const { dialect, clock, lockSlots, waitingList, holds } = options;

  /**
   * Why a take was refused, read under the lock: the first that applies. The visitor's holds
   * of the slot were used up already in this transaction: the one they named is among `spent`.
   */
  async function refusal(
    trx: Transaction<Database>,
    request: SeatsRequest,
    at: string,
    spent: SpentHold[],
  ): Promise<AppError> {
    const facts = await refusalFacts(trx, request.slotId, request.holdId);
    const { slot } = facts;
    const spentHold = spent.find((used) => used.id === request.holdId);
    const hold = spentHold ? { user_id: request.userId, expires_at: spentHold.expires_at } : facts.hold;
    if (!slot) return new AppError(404, 'slot_not_found', say('error.slotNotFound'));
    if (request.earliestStart !== null) {
      if (slot.closed) return new AppError(409, 'slot_closed', say('error.slotNoLongerBookable'));
      if (slot.starts_at < request.earliestStart) {
        return new AppError(409, 'slot_not_bookable', say('error.slotNoLongerBookable'));
      }
    }
    if (hold && hold.user_id === request.userId && hold.expires_at <= at) {
      return new AppError(409, 'hold_expired', say('error.holdExpiredSeatsTaken'));
    }
    return new AppError(409, 'slot_full', say('error.maxPeopleExceededRemove', { slot: slot.label }));
  }

  const seats = {
    lockSlots,

    /**
     * In the caller's transaction: takes the seats, using up the visitor's holds of the slot.
     * Seats they hold are never refused for lack of room; beyond them (or once the hold has
     * lapsed) they get what is free. Throws the refusal (409 slot_closed, slot_not_bookable,
     * hold_expired or slot_full), after which the transaction must not commit: the holds are
     * used up before the seats are counted. A caller that goes on after a refusal uses tryTake.
     */
    async take(trx: Transaction<Database>, request: SeatsRequest): Promise<void> {
      const at = clock().toISOString();
      // SQLite: the transaction is the only writer already, and the update counts the holds in
      // the same statement. PostgreSQL: the slot's row lock first, then the update counts.
      if (dialect === 'postgres') await lockSlots(trx, [request.slotId]);
      // The visitor's own holds never count against them, so using them up first changes no
      // count; on PostgreSQL it travels with the update, in one round trip (decision 0061).
      const spent = await holds.spendOnBooking(trx, request.userId, request.slotId);
      const taken = await takeSeatsBesideHolds(trx, {
        slotId: request.slotId,
        seats: request.seats,
        userId: request.userId,
        now: at,
        earliestStart: request.earliestStart,
      });
      if (!taken) throw await refusal(trx, request, at, await spent.answer());
      // A booking smaller than its hold leaves seats over for the waiting list.
      if ((await spent.answer()).length > 0) await waitingList.offerFreedSeats(trx, request.slotId);
    },

    /**
     * As take, for a caller that goes on after a refusal (the door): the refusal is answered,
     * not thrown, and leaves nothing changed (its savepoint is rolled back). Null: taken.
     */
    async tryTake(trx: Transaction<Database>, request: SeatsRequest): Promise<AppError | null> {
      const outcome = await inSavepoint(trx, (inside) => seats.take(inside, request));
      if (outcome.ok) return null;
      if (outcome.error instanceof AppError && outcome.error.statusCode === 409) return outcome.error;
      throw outcome.error;
    },

    /**
     * In the caller's transaction: an admin admits a walk-in party to a full slot. The seats
     * are taken beyond what is free; the capacity grows to fit when it must (decision 0053).
     */
    async takeBeyondCapacity(trx: Transaction<Database>, slotId: string, seats: number): Promise<void> {
      if (dialect === 'postgres') await lockSlots(trx, [slotId]);
      await takeSeatsBeyondCapacity(trx, slotId, seats);
    },

    /** In the caller's transaction: a booking's seats go back and are offered to those waiting. */
    async giveBack(trx: Transaction<Database>, slotId: string, seats: number): Promise<void> {
      await returnSeats(trx, slotId, seats);
      await waitingList.offerFreedSeats(trx, slotId);
    },

    /** The bulk form (a closure): each slot's seats go back in one statement, then its offers. */
    async giveBackAll(trx: Transaction<Database>, bookings: ReturnedSeats[]): Promise<void> {
      const seats = new Map<string, number>();
      for (const booking of bookings) {
        seats.set(booking.slot_id, (seats.get(booking.slot_id) ?? 0) + booking.people);
      }
      const slotIds = [...seats.keys()].sort();
      await lockSlots(trx, slotIds);
      for (const slotId of slotIds) await returnSeats(trx, slotId, seats.get(slotId) as number);
      for (const slotId of slotIds) await waitingList.offerFreedSeats(trx, slotId);
    },

    /**
     * In the caller's transaction: a booking's seats move from `fromSlotId` to the request's
     * slot (decision 0052). Both slots are locked first, in id order, so two moves crossing
     * between the same slots never deadlock; the new seats are taken as a booking takes them
     * (throwing its refusal, which rolls the whole move back), then the old ones go back and
     * are offered to that slot's waiting list. Never both held after the commit, never lost.
     */
    async move(trx: Transaction<Database>, fromSlotId: string, request: SeatsRequest): Promise<void> {
      await lockSlots(trx, [fromSlotId, request.slotId]);
      await seats.take(trx, request);
      await seats.giveBack(trx, fromSlotId, request.seats);
    },

    /** Seats may have come free without a booking giving them back (a capacity raised, a slot reopened). */
    offerFreed: (trx: Transaction<Database>, slotId: string) => waitingList.offerFreedSeats(trx, slotId),
  };
  return seats;
}

export type Seats = ReturnType<typeof createSeats>;
