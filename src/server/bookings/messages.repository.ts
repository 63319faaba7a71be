import type { Kysely, Transaction } from 'kysely';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The live bookings (booked or validated) of the date, or of one slot, that this message has
 * not reached yet, with their visitor's address. Bookings without an account (walk-ins, erased
 * accounts) have no address and are left out by the join.
 */
export function unreachedBookings(db: Db, where: { date: string; slotId?: string; messageKey: string }) {
  let query = db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .leftJoin('message_mails', (join) =>
      join
        .onRef('message_mails.booking_id', '=', 'bookings.id')
        .on('message_mails.message_key', '=', where.messageKey),
    )
    .select([
      'bookings.id',
      'bookings.date',
      'bookings.slot_label',
      'bookings.language',
      'users.email',
      'users.locale',
    ])
    .where('bookings.date', '=', where.date)
    .where('bookings.status', 'in', [BOOKING_STATUS.booked, BOOKING_STATUS.validated])
    .where('message_mails.booking_id', 'is', null);
  if (where.slotId) query = query.where('bookings.slot_id', '=', where.slotId);
  return query.orderBy('bookings.slot_id').orderBy('bookings.id').execute();
}

/** Claims the message's mail to this booking: true when no mail of it was queued before. */
export async function claimMessageMail(
  db: Db,
  row: { message_key: string; booking_id: string; queued_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('message_mails')
    .values(row)
    .onConflict((conflict) => conflict.columns(['message_key', 'booking_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findSlotOfDate(db: Db, slotId: string) {
  return db.selectFrom('slots').select(['id', 'date', 'label']).where('id', '=', slotId).executeTakeFirst();
}
