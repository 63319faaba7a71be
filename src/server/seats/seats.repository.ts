import { type Kysely, sql, type Transaction } from 'kysely';
import { changedRows, preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';

// The only SQL that changes `slots.booked` (beside the SQLite slot lock's no-op write in
// slot-lock.ts): seats-owner.test.ts fails when any other file writes it.

type Db = Kysely<Database> | Transaction<Database>;

export interface SeatsBesideHolds {
  slotId: string;
  seats: number;
  /** The booking visitor: their own holds do not count against them. */
  userId: string;
  /** ISO instant: holds expiring by then count for nothing. */
  now: string;
  /** Null: whenever the slot starts, closed or not (the door's undo of a refusal). */
  earliestStart: string | null;
}

/**
 * The conditional update below in its two shapes: a visitor's booking, which needs the slot
 * open and starting late enough, and the door's, which needs neither.
 */
function seatsBesideHoldsUpdate(visitor: boolean) {
  return preparedQuery<SeatsBesideHolds>()((db, value) => {
    const query = db
      .updateTable('slots')
      .set((eb) => ({ booked: eb('booked', '+', value('seats')) }))
      .where('id', '=', value('slotId'))
      .where((eb) => {
        const heldByOthers = eb
          .selectFrom('holds')
          .select((held) => held.fn.coalesce(held.fn.sum<number>('holds.seats'), sql<number>`0`).as('held'))
          .where('holds.slot_id', '=', value('slotId'))
          .where('holds.expires_at', '>', value('now'))
          .where('holds.user_id', '!=', value('userId'));
        return eb(eb(eb('booked', '+', value('seats')), '+', heldByOthers), '<=', eb.ref('capacity'));
      });
    // Checked here, under the slot's lock, and not only before the transaction: a closure
    // committed meanwhile refuses the booking (issue 20, item 10).
    return visitor ? query.where('starts_at', '>=', value('earliestStart')).where('closed', '=', 0) : query;
  });
}

const visitorSeats = seatsBesideHoldsUpdate(true);
const doorSeats = seatsBesideHoldsUpdate(false);

/**
 * Takes `seats` in one conditional update: only while `booked + seats + held` stays within
 * capacity, `held` being the live holds of everyone but the booking visitor, counted in the
 * same statement. On SQLite the update is itself the write that serialises it with every
 * other seat change; on PostgreSQL the caller has locked the slot first, so the statement's
 * fresh snapshot sees every hold committed before it.
 */
export async function takeSeatsBesideHolds(db: Db, request: SeatsBesideHolds): Promise<boolean> {
  const update = request.earliestStart === null ? doorSeats : visitorSeats;
  return changedRows(await update(db, request)) === 1;
}

/**
 * An admin's forced walk-in (decision 0053): the seats are taken whatever is free, and the
 * capacity grows to what is then booked when it would fall short, so `booked <= capacity`
 * holds and the slot shows the extra people it took in.
 */
export async function takeSeatsBeyondCapacity(db: Db, slotId: string, seats: number): Promise<void> {
  await db
    .updateTable('slots')
    .set((eb) => ({
      booked: eb('booked', '+', seats),
      capacity: eb
        .case()
        .when(eb('booked', '+', seats), '>', eb.ref('capacity'))
        .then(eb('booked', '+', seats))
        .else(eb.ref('capacity'))
        .end(),
    }))
    .where('id', '=', slotId)
    .execute();
}

const seatsReturn = preparedQuery<{ slotId: string; seats: number }>()((db, value) =>
  db
    .updateTable('slots')
    .set((eb) => ({ booked: eb('booked', '-', value('seats')) }))
    .where('id', '=', value('slotId')),
);

export async function returnSeats(db: Db, slotId: string, seats: number): Promise<void> {
  await seatsReturn(db, { slotId, seats });
}

/** What a refused take is told: the slot as it is now, and the visitor's hold if they named one. */
export async function refusalFacts(db: Db, slotId: string, holdId: string | undefined) {
  const slot = await db
    .selectFrom('slots')
    .select(['label', 'starts_at', 'closed'])
    .where('id', '=', slotId)
    .executeTakeFirst();
  const hold = holdId
    ? await db
        .selectFrom('holds')
        .select(['user_id', 'expires_at'])
        .where('id', '=', holdId)
        .executeTakeFirst()
    : undefined;
  return { slot, hold };
}
