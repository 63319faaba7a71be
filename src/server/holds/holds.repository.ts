import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../db/connect';
import { changedRows, preparedQuery } from '../db/prepared-query';
import type { Database, HoldsTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Serialises every change of a slot's seats (booked or held) for the rest of the
 * transaction: PostgreSQL takes the slot's row lock (FOR NO KEY UPDATE), in ascending id order so two
 * transactions locking the same slots never deadlock; SQLite's single writer takes its write
 * lock by writing. After this, every read in the transaction sees all committed holds and
 * bookings of these slots, and nobody else can add one before this transaction ends.
 */
export async function lockSlots(trx: Transaction<Database>, dialect: Dialect, slotIds: string[]) {
  const ids = [...new Set(slotIds)].sort();
  if (ids.length === 0) return;
  if (dialect === 'postgres') {
    // NO KEY UPDATE, the lock an UPDATE of the row takes: it serialises seat changes but not
    // the KEY SHARE locks that inserting a booking or a hold (foreign keys) takes on the slot.
    await trx
      .selectFrom('slots')
      .select('id')
      .where('id', 'in', ids)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  } else {
    // A write that changes nothing: a deferred SQLite transaction becomes the writer here.
    await trx
      .updateTable('slots')
      .set((eb) => ({ booked: eb.ref('booked') }))
      .where('id', 'in', ids)
      .execute();
  }
}

export function findSlotSeats(db: Db, slotId: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'date', 'label', 'starts_at', 'capacity', 'booked', 'closed'])
    .where('id', '=', slotId)
    .executeTakeFirst();
}
export type SlotSeatsRow = NonNullable<Awaited<ReturnType<typeof findSlotSeats>>>;

/** Seats held on the slot by live holds and offers, but for `exceptUserId`'s own. */
export async function heldSeats(db: Db, slotId: string, now: string, exceptUserId?: string) {
  let query = db
    .selectFrom('holds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seats'), sql<number>`0`).as('held'))
    .where('slot_id', '=', slotId)
    .where('expires_at', '>', now);
  if (exceptUserId) query = query.where('user_id', '!=', exceptUserId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.held);
}

/** Live holds of the slots starting from `fromInstant`, for availability answers. */
export function liveHoldsFrom(db: Db, fromInstant: string, now: string) {
  return db
    .selectFrom('holds')
    .innerJoin('slots', 'slots.id', 'holds.slot_id')
    .select(['holds.slot_id', 'holds.seats', 'holds.expires_at', 'slots.date'])
    .where('slots.starts_at', '>=', fromInstant)
    .where('holds.expires_at', '>', now)
    .execute();
}

/** The user's live holds and offers, soonest slot first. */
export function liveHoldsOf(db: Db, userId: string, now: string) {
  return db
    .selectFrom('holds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('slot_id')
    .execute();
}

export function findHold(db: Db, holdId: string) {
  return db.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirst();
}

export async function insertHold(db: Db, hold: HoldsTable): Promise<void> {
  await db.insertInto('holds').values(hold).execute();
}

export async function resizeHold(db: Db, holdId: string, seats: number, expiresAt: string) {
  await db.updateTable('holds').set({ seats, expires_at: expiresAt }).where('id', '=', holdId).execute();
}

export async function deleteHolds(db: Db, holdIds: string[]): Promise<void> {
  if (holdIds.length > 0) await db.deleteFrom('holds').where('id', 'in', holdIds).execute();
}

export interface SeatsBesideHolds {
  slotId: string;
  seats: number;
  /** The booking visitor: their own holds do not count against them. */
  userId: string;
  /** ISO instant: holds expiring by then count for nothing. */
  now: string;
  /** Null: whenever the slot starts (the door). */
  earliestStart: string | null;
}

/** The conditional update below, with or without the start condition (two shapes). */
function seatsBesideHoldsUpdate(withEarliestStart: boolean) {
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
    return withEarliestStart ? query.where('starts_at', '>=', value('earliestStart')) : query;
  });
}

const seatsBesideHolds = seatsBesideHoldsUpdate(true);
const seatsBesideHoldsAnyStart = seatsBesideHoldsUpdate(false);

/**
 * Takes `seats` for a booking in one conditional update: only while `booked + seats + held`
 * stays within capacity, `held` being the live holds of everyone but the booking visitor,
 * counted in the same statement. On SQLite the update is itself the write that serialises
 * it with every other seat change; on PostgreSQL the caller has locked the slot first, so
 * the statement's fresh snapshot sees every hold committed before it.
 */
export async function takeSeatsBesideHolds(db: Db, request: SeatsBesideHolds): Promise<boolean> {
  const update = request.earliestStart === null ? seatsBesideHoldsAnyStart : seatsBesideHolds;
  return changedRows(await update(db, request)) === 1;
}

const visitorHoldsRemoval = preparedQuery<{ userId: string; slotId: string }>()((db, value) =>
  db
    .deleteFrom('holds')
    .where('user_id', '=', value('userId'))
    .where('slot_id', '=', value('slotId'))
    .returning(['id', 'waitlist_id']),
);

/** Deletes the visitor's holds and offers of the slot, lapsed or not; returns what they were. */
export async function deleteVisitorHolds(db: Db, userId: string, slotId: string) {
  return (await visitorHoldsRemoval(db, { userId, slotId })).rows;
}

/** Old rows only: a hold that has lapsed already counts for nothing. */
export async function deleteHoldsExpiredBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('holds').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
