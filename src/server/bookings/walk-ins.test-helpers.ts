import { seatsHeld } from '../../shared/rules/attendance';
import type { WalkInRequest } from '../../shared/schemas/walk-ins';
import type { TestApp } from '../../test/test-app';

export function postWalkIn(t: TestApp, cookie: string, request: WalkInRequest) {
  return t.app.inject({ method: 'POST', url: '/api/admin/walk-ins', headers: { cookie }, payload: request });
}

/**
 * The slot's `booked` beside what its bookings say it should be: the seats each live party
 * holds (rules/attendance.ts `seatsHeld`: its admitted part once admitted in part, else all
 * of it; nothing once cancelled or refused). The two must always be equal.
 */
export async function seatAccounts(t: TestApp, slotId: string) {
  const { db } = t.database;
  const slot = await db
    .selectFrom('slots')
    .select(['booked', 'capacity'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  const bookings = await db
    .selectFrom('bookings')
    .select(['status', 'people', 'admitted'])
    .where('slot_id', '=', slotId)
    .execute();
  const parties = bookings.reduce((sum, booking) => sum + seatsHeld(booking), 0);
  return { booked: slot.booked, capacity: slot.capacity, parties };
}
