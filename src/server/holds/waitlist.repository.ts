import type { Insertable, Kysely, Transaction } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { Database, WaitlistState, WaitlistTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertEntry(db: Db, entry: Insertable<WaitlistTable>): Promise<void> {
  await db.insertInto('waitlist').values(entry).execute();
}

export function findEntry(db: Db, entryId: string) {
  return db.selectFrom('waitlist').selectAll().where('id', '=', entryId).executeTakeFirst();
}

export function findActiveEntry(db: Db, userId: string, slotId: string) {
  return db
    .selectFrom('waitlist')
    .selectAll()
    .where('user_id', '=', userId)
    .where('slot_id', '=', slotId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** Entries still waiting for seats in the slot, first come first. */
export function waitingEntries(db: Db, slotId: string) {
  return db
    .selectFrom('waitlist')
    .selectAll()
    .where('slot_id', '=', slotId)
    .where('state', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Offered entries of the slot whose offer hold has lapsed (or is gone) by `now`. */
export function lapsedOffers(db: Db, slotId: string, now: string) {
  return db
    .selectFrom('waitlist')
    .leftJoin('holds', 'holds.waitlist_id', 'waitlist.id')
    .select(['waitlist.id as entry_id', 'holds.id as hold_id'])
    .where('waitlist.slot_id', '=', slotId)
    .where('waitlist.state', '=', 'offered')
    .where((eb) => eb.or([eb('holds.id', 'is', null), eb('holds.expires_at', '<=', now)]))
    .execute();
}

export async function setState(db: Db, entryIds: string[], state: WaitlistState): Promise<void> {
  if (entryIds.length === 0) return;
  const active = state === 'waiting' || state === 'offered' ? 1 : null;
  await db.updateTable('waitlist').set({ state, active }).where('id', 'in', entryIds).execute();
}

export async function deleteEntry(db: Db, entryId: string): Promise<void> {
  await db.deleteFrom('holds').where('waitlist_id', '=', entryId).execute();
  await db.deleteFrom('waitlist').where('id', '=', entryId).execute();
}

/** A visitor's entries of slots not yet started, with their slot and any offer. */
export function entriesOf(db: Db, userId: string, fromInstant: string) {
  return db
    .selectFrom('waitlist')
    .innerJoin('slots', 'slots.id', 'waitlist.slot_id')
    .leftJoin('holds', 'holds.waitlist_id', 'waitlist.id')
    .select([
      'waitlist.id',
      'waitlist.slot_id',
      'waitlist.seats',
      'waitlist.state',
      'waitlist.created_at',
      'slots.date',
      'slots.label',
      'slots.starts_at',
      'holds.id as hold_id',
      'holds.expires_at as offer_expires_at',
    ])
    .where('waitlist.user_id', '=', userId)
    .where('waitlist.state', '!=', 'booked')
    .where('slots.starts_at', '>=', fromInstant)
    .orderBy('slots.starts_at')
    .orderBy('waitlist.created_at')
    .execute();
}

/** How many active entries of the slot joined before this one (its place, from 0). */
export async function placeInLine(db: Db, slotId: string, createdAt: string, entryId: string) {
  const row = await db
    .selectFrom('waitlist')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('slot_id', '=', slotId)
    .where('state', '=', 'waiting')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '<', entryId)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.ahead);
}

/** Slots starting from `fromInstant` with someone waiting or holding an offer: the sweep's work. */
export function slotsWithWaiting(db: Db, fromInstant: string) {
  return db
    .selectFrom('waitlist')
    .innerJoin('slots', 'slots.id', 'waitlist.slot_id')
    .select('waitlist.slot_id')
    .distinct()
    .where('waitlist.state', 'in', ['waiting', 'offered'])
    .where('slots.starts_at', '>=', fromInstant)
    .execute();
}

/** Entries of slots that have started: nobody can be offered those seats any more. */
export async function deleteEntriesOfSlotsBefore(db: Db, instant: string): Promise<number> {
  const past = db.selectFrom('slots').select('id').where('starts_at', '<', instant);
  await db.deleteFrom('holds').where('slot_id', 'in', past).where('waitlist_id', 'is not', null).execute();
  const result = await db.deleteFrom('waitlist').where('slot_id', 'in', past).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Compiled once: it runs in every booking (prepared-query.ts).
const waitingClosedAsBooked = preparedQuery<{ userId: string; slotId: string }>({ deferred: true })(
  (db, value) =>
    db
      .updateTable('waitlist')
      .set({ state: 'booked', active: null })
      .where('user_id', '=', value('userId'))
      .where('slot_id', '=', value('slotId'))
      .where('active', '=', 1),
);

/** The visitor's active place on the slot's waiting list ends: they booked it. */
export async function closeWaitingAsBooked(db: Db, userId: string, slotId: string): Promise<void> {
  await waitingClosedAsBooked(db, { userId, slotId });
}
