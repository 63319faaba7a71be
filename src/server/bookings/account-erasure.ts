import type { Transaction } from 'kysely';
import { BOOKING_STATUS } from '../../shared/rules/booking-status';
import type { Database } from '../db/schema';
import type { Seats } from '../seats/seats';
import { changeStatus, insertStatusEvent } from './bookings.repository';

/**
 * Who a booking belongs to once its account is deleted: no account has this id (better-auth's
 * are 32 random characters), so nobody owns such a booking any more.
 */
export const DELETED_ACCOUNT = 'deleted-account';

/** Recorded on the cancellations the deletion makes, for the door's history. */
export const DELETED_ACCOUNT_REASON = 'The visitor deleted their account';

export interface ErasedBookings {
  /** Upcoming bookings cancelled, their seats returned. */
  cancelled: number;
  /** Bookings that now hold only their date, slot, count and status. */
  anonymised: number;
}

/**
 * What deleting an account does to its bookings, inside the deletion's transaction
 * (decision 0020). Bookings whose slot has not ended yet and that still hold seats are
 * cancelled first, the seats going back to the slot and offered to its waiting list (the
 * offer mail goes once the deletion commits). Then every booking of the account keeps
 * only its counts: its people (names, dates of birth, documents), its mobile, its feedback
 * and the SMS challenges of the account go; its date, slot, people count and status stay, so
 * the slot's availability and the trust's figures stay right.
 */
export async function eraseBookingsOf(
  trx: Transaction<Database>,
  seats: Pick<Seats, 'giveBack'>,
  userId: string,
  now: Date,
): Promise<ErasedBookings> {
  const at = now.toISOString();
  const upcoming = await trx
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select(['bookings.id', 'bookings.slot_id', 'bookings.people', 'bookings.status'])
    .where('bookings.user_id', '=', userId)
    .where('bookings.status', 'in', [BOOKING_STATUS.booked, BOOKING_STATUS.validated])
    .where('slots.ends_at', '>', at)
    .execute();
  let cancelled = 0;
  for (const booking of upcoming) {
    // Conditional, like the visitor's own cancel: a door step racing this one wins, and the
    // seats are never returned twice.
    if (!(await changeStatus(trx, booking, booking.status, BOOKING_STATUS.cancelled, at))) continue;
    await insertStatusEvent(trx, {
      bookingId: booking.id,
      from: booking.status,
      to: BOOKING_STATUS.cancelled,
      byUserId: null,
      at,
      reason: DELETED_ACCOUNT_REASON,
    });
    await seats.giveBack(trx, booking.slot_id, booking.people);
    cancelled++;
  }

  const theirs = trx.selectFrom('bookings').select('bookings.id').where('bookings.user_id', '=', userId);
  await trx.deleteFrom('booking_people').where('booking_id', 'in', theirs).execute();
  await trx.deleteFrom('feedback').where('user_id', '=', userId).execute();
  await trx.deleteFrom('verifications').where('user_id', '=', userId).execute();
  // The visitor's own steps (booked, cancelled) no longer say who took them.
  await trx
    .updateTable('booking_events')
    .set({ by_user_id: null })
    .where('by_user_id', '=', userId)
    .execute();
  const anonymised = await trx
    .updateTable('bookings')
    .set({ user_id: DELETED_ACCOUNT, mobile: null, updated_at: at })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { cancelled, anonymised: Number(anonymised.numUpdatedRows) };
}
