import type { Kysely, Transaction } from 'kysely';
import type { PlannedSlot } from '../../shared/rules/slot-schedule';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Slots with a free seat starting at or after `from`, ascending. */
export function findOpenSlotsFrom(db: Db, from: string, date?: string) {
  let query = db
    .selectFrom('slots')
    .select(['id', 'date', 'label', 'starts_at', 'capacity', 'booked'])
    .where('starts_at', '>=', from)
    .whereRef('booked', '<', 'capacity');
  if (date) query = query.where('date', '=', date);
  return query.orderBy('starts_at').execute();
}

export function findOpenDatesFrom(db: Db, from: string) {
  return db
    .selectFrom('slots')
    .select('date')
    .distinct()
    .where('starts_at', '>=', from)
    .whereRef('booked', '<', 'capacity')
    .orderBy('date')
    .execute();
}

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
