import { signIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';

// Shared steps of the front desk's API tests.

export async function staffMember(t: TestApp) {
  return signIn(t, 'desk@example.org', { role: 'staff', displayName: 'Desk' });
}

export function post(t: TestApp, cookie: string | undefined, url: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

export function moveOwn(t: TestApp, cookie: string | undefined, bookingId: string, slotId: string) {
  return post(t, cookie, `/api/bookings/${bookingId}/move`, { slotId });
}

export function moveAsStaff(t: TestApp, cookie: string | undefined, bookingId: string, slotId: string) {
  return post(t, cookie, `/api/admin/bookings/${bookingId}/move`, { slotId });
}

export function staffView(t: TestApp, cookie: string, bookingId: string) {
  return t.app.inject({ url: `/api/admin/bookings/${bookingId}`, headers: { cookie } });
}

/**
 * Per slot, `booked` beside the people of its live bookings (neither cancelled nor refused):
 * the two must always be equal.
 */
export async function seatAccounts(t: TestApp) {
  const db = t.database.db;
  const slots = await db.selectFrom('slots').select(['id', 'booked', 'capacity']).orderBy('id').execute();
  const live = await db
    .selectFrom('bookings')
    .select(['slot_id', 'people'])
    .where('status', 'not in', [-1, 2])
    .execute();
  return slots.map((slot) => ({
    id: slot.id,
    booked: slot.booked,
    capacity: slot.capacity,
    livePeople: live.filter((booking) => booking.slot_id === slot.id).reduce((sum, b) => sum + b.people, 0),
  }));
}
