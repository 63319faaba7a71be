import type { Kysely, Transaction } from 'kysely';
import type { PlannedSlot } from '../../shared/rules/slot-schedule';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The open (not closed) slots of a date, full ones too, by start ascending. */
export function findOpenSlotsOn(db: Db, date: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'label', 'starts_at', 'capacity', 'booked'])
    .where('date', '=', date)
    .where('closed', '=', 0)
    .orderBy('starts_at')
    .execute();
}

/** Open (not closed) slots from `fromDate` on, full ones too, for the dates answer. */
export function findOpenSlotsFrom(db: Db, fromDate: string) {
  return db
    .selectFrom('slots')
    .select(['id', 'date', 'starts_at', 'capacity', 'booked'])
    .where('date', '>=', fromDate)
    .where('closed', '=', 0)
    .execute();
}

/**
 * Holds (and waiting-list offers) live at `now` on slots of `fromDate` on (or of that date
 * only). Kept with their expiry: whoever reuses the answer counts only those still live then.
 */
export function findLiveHolds(db: Db, date: { from: string } | { on: string }, now: string) {
  let query = db
    .selectFrom('holds')
    .innerJoin('slots', 'slots.id', 'holds.slot_id')
    .select(['holds.slot_id', 'holds.user_id', 'holds.seats', 'holds.expires_at'])
    .where('holds.expires_at', '>', now);
  query =
    'from' in date ? query.where('slots.date', '>=', date.from) : query.where('slots.date', '=', date.on);
  return query.execute();
}
export type LiveHoldRow = Awaited<ReturnType<typeof findLiveHolds>>[number];

/** Inserts the planned slots that do not exist yet; returns how many were added. */
export async function insertMissingSlots(db: Db, planned: PlannedSlot[]): Promise<number> {
  let added = 0;
  // Chunked: SQLite allows a limited number of bound parameters per statement.
  for (let index = 0; index < planned.length; index += 100) {
    const chunk = planned.slice(index, index + 100);
    const result = await db
      .insertInto('slots')
      .values(
        chunk.map((slot) => ({
          id: slot.id,
          date: slot.date,
          label: slot.label,
          starts_at: slot.startsAt.toISOString(),
          ends_at: slot.endsAt.toISOString(),
          capacity: slot.capacity,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

export async function countSlots(db: Db): Promise<number> {
  const row = await db
    .selectFrom('slots')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
