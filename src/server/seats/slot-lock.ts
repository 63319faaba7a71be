import type { Transaction } from 'kysely';
import type { Dialect } from '../db/connect';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';

/**
 * Serialises every change of a slot's seats (booked or held) for the rest of the
 * transaction (decision 0023). After it, every read in the transaction sees all committed
 * holds and bookings of these slots, and nobody else can add one before it ends.
 */
export type SlotLock = (trx: Transaction<Database>, slotIds: string[]) => Promise<void>;

const lockOneRow = preparedQuery<{ slotId: string }>({ deferred: true })((db, value) =>
  db.selectFrom('slots').select('id').where('id', '=', value('slotId')).forNoKeyUpdate(),
);

const writeOneRow = preparedQuery<{ slotId: string }>()((db, value) =>
  db
    .updateTable('slots')
    .set((eb) => ({ booked: eb.ref('booked') }))
    .where('id', '=', value('slotId')),
);

/**
 * PostgreSQL takes the slots' row locks (FOR NO KEY UPDATE), in ascending id order so two
 * transactions locking the same slots never deadlock; SQLite's single writer takes its write
 * lock by writing.
 */
export function createSlotLock(dialect: Dialect): SlotLock {
  return async (trx, slotIds) => {
    const ids = [...new Set(slotIds)].sort();
    if (ids.length === 0) return;
    // One slot, as a booking or a hold locks: a statement compiled once (decision 0032).
    if (ids.length === 1) {
      const lockOne = dialect === 'postgres' ? lockOneRow : writeOneRow;
      await lockOne(trx, { slotId: ids[0] as string });
      return;
    }
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
  };
}
