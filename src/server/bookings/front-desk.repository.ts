import type { Kysely, Transaction } from 'kysely';
import { containsText } from '../db/contains-text';
import type { Database } from '../db/schema';
import { bookingsWithSlots, type DoorQuery } from './door.repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * One page of bookings of every date matching the query, newest visit first. Words without
 * digits match a visitor's name or the owner's e-mail; `limit` is one more than a page holds,
 * so the caller can tell whether another page follows.
 */
export function searchAllDates(db: Db, query: DoorQuery, offset: number, limit: number) {
  let select = bookingsWithSlots(db);
  if (query.kind === 'mobile') select = select.where('bookings.mobile', 'like', `%${query.digits}%`);
  if (query.kind === 'name') {
    select = select.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('booking_people')
            .select('booking_people.position')
            .whereRef('booking_people.booking_id', '=', 'bookings.id')
            .where(containsText('booking_people.name', query.text)),
        ),
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'bookings.user_id')
            .where(containsText('users.email', query.text)),
        ),
      ]),
    );
  }
  return select
    .orderBy('slots.starts_at', 'desc')
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The audit entries about a booking, oldest first, with who made each. */
export function findChanges(db: Db, bookingId: string) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .select([
      'audit_log.at',
      'audit_log.action',
      'audit_log.actor_user_id',
      'users.email',
      'audit_log.before',
      'audit_log.after',
    ])
    .where('audit_log.subject', '=', bookingId)
    .orderBy('audit_log.at')
    .orderBy('audit_log.id')
    .execute();
}

/** The mails queued about a booking, oldest first (subjects and delivery only, no bodies). */
export function findMails(db: Db, bookingId: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['subject', 'created_at', 'sent_at', 'status', 'attempts', 'next_attempt_at'])
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The e-mail of the account that owns the booking and the language it chose for mails (null:
 * none yet); undefined for a booking without an account.
 */
export async function ownerMailbox(db: Db, userId: string) {
  return db.selectFrom('users').select(['email', 'locale']).where('id', '=', userId).executeTakeFirst();
}

/** Moves the booking to another slot while it still stands in `fromSlotId` with a live status. */
export async function moveBookingRow(
  db: Db,
  move: {
    bookingId: string;
    fromSlotId: string;
    statuses: readonly number[];
    slot: { id: string; date: string; label: string };
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ slot_id: move.slot.id, date: move.slot.date, slot_label: move.slot.label, updated_at: move.at })
    .where('id', '=', move.bookingId)
    .where('slot_id', '=', move.fromSlotId)
    .where('status', 'in', [...move.statuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ages are on the visit's date: a new date may change them (kept as they are once erased). */
export async function updateAges(db: Db, bookingId: string, ages: { position: number; age: number }[]) {
  for (const { position, age } of ages) {
    await db
      .updateTable('booking_people')
      .set({ age_at_visit: age })
      .where('booking_id', '=', bookingId)
      .where('position', '=', position)
      .execute();
  }
}

/**
 * One person's name and document number, by their place on the booking. The booking's
 * `updated_at` moves too: the door's roster sends what changed since (decision 0057).
 */
export async function updatePerson(
  db: Db,
  bookingId: string,
  position: number,
  change: { name: string; document_number: string | null },
  at: string,
): Promise<void> {
  await db
    .updateTable('booking_people')
    .set(change)
    .where('booking_id', '=', bookingId)
    .where('position', '=', position)
    .execute();
  await db.updateTable('bookings').set({ updated_at: at }).where('id', '=', bookingId).execute();
}
