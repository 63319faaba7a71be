import { type Kysely, sql, type Transaction } from 'kysely';
import { laterThen } from '../db/later-answer';
import { laterQuery } from '../db/prepared-query';
import type { Database, HoldsTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

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

const visitorHoldsRemoval = laterQuery<{ userId: string; slotId: string }>()((db, value) =>
  db
    .deleteFrom('holds')
    .where('user_id', '=', value('userId'))
    .where('slot_id', '=', value('slotId'))
    .returning(['id', 'expires_at']),
);

/**
 * Deletes the visitor's holds and offers of the slot, lapsed or not; what they were is read
 * later (in a booking it travels with the seats update, decision 0061).
 */
export async function deleteVisitorHoldsLater(db: Db, userId: string, slotId: string) {
  return laterThen(await visitorHoldsRemoval(db, { userId, slotId }), ({ rows }) => rows);
}

/** Old rows only: a hold that has lapsed already counts for nothing. */
export async function deleteHoldsExpiredBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('holds').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every hold of the visitor on the slot, lapsed or not: a plain hold's row remembers its window. */
export function holdsOfVisitorOn(db: Db, userId: string, slotId: string) {
  return db
    .selectFrom('holds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('slot_id', '=', slotId)
    .orderBy('created_at')
    .execute();
}

/**
 * Ends plain holds now without forgetting them: their seats are free at once, and the row
 * remembers when the visitor first held that slot (decision 0039) until housekeeping.
 */
export async function lapseHolds(db: Db, holdIds: string[], at: string): Promise<void> {
  if (holdIds.length === 0) return;
  await db
    .updateTable('holds')
    .set({ expires_at: at })
    .where('id', 'in', holdIds)
    .where('expires_at', '>', at)
    .execute();
}

/** The other slots the visitor started a plain hold of since `since`. */
export async function slotsHeldSince(db: Db, userId: string, since: string, exceptSlotId: string) {
  const rows = await db
    .selectFrom('holds')
    .select('slot_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('waitlist_id', 'is', null)
    .where('created_at', '>', since)
    .where('slot_id', '!=', exceptSlotId)
    .execute();
  return rows.length;
}
