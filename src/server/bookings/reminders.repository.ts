import type { Kysely, Transaction } from 'kysely';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Booked or validated: the visit is still expected. */
const LIVE = [BOOKING_STATUS.booked, BOOKING_STATUS.validated];

/**
 * Live bookings of `date` made by `bookedBy`, not reminded yet, with their visitor's address and
 * the languages their mail may be written in.
 * The join with users leaves out bookings without an account (walk-ins, erased accounts).
 */
export function dueReminders(db: Db, date: string, bookedBy: string, limit: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .leftJoin('reminders_sent', 'reminders_sent.booking_id', 'bookings.id')
    .select([
      'bookings.id',
      'bookings.date',
      'bookings.slot_label',
      'bookings.language',
      'slots.starts_at',
      'users.email',
      'users.locale',
    ])
    .where('bookings.date', '=', date)
    .where('bookings.status', 'in', LIVE)
    .where('bookings.created_at', '<=', bookedBy)
    .where('reminders_sent.booking_id', 'is', null)
    .orderBy('bookings.id')
    .limit(limit)
    .execute();
}

/** The names of each booking's people, in order. */
export async function namesOf(db: Db, bookingIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (bookingIds.length === 0) return names;
  const rows = await db
    .selectFrom('booking_people')
    .select(['booking_id', 'name'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
  for (const row of rows) names.set(row.booking_id, [...(names.get(row.booking_id) ?? []), row.name]);
  return names;
}

/**
 * Claims the booking's one reminder while it is still live: true when this call claimed it.
 * The primary key makes a second claim (another instance, a second run) find the row.
 */
export async function claimReminder(db: Db, bookingId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('reminders_sent')
    .columns(['booking_id', 'sent_at'])
    .expression((eb) =>
      eb
        .selectFrom('bookings')
        .select((inner) => ['bookings.id', inner.val(at).as('sent_at')])
        .where('bookings.id', '=', bookingId)
        .where('bookings.status', 'in', LIVE),
    )
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The booking the "I can't come" page is about, with its owner. */
export function findBookingWithOwner(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .select([
      'bookings.id',
      'bookings.date',
      'bookings.slot_label',
      'bookings.people',
      'bookings.status',
      'slots.starts_at',
      'users.id as user_id',
      'users.email',
      'users.display_name',
      'users.role',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}
