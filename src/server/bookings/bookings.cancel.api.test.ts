import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book, NOW, slotFor, storedState } from './bookings.test-helpers';

describeEachDatabase('POST /api/bookings/:id/cancel', (kind) => {
  let t: TestApp;
  let owner: { cookie: string; id: string };
  let bookingId: string;
  const slotId = '2026-11-22T09:30';

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, 'owner@example.org');
    owner = { cookie: session.cookie, id: session.user.id };
    await slotFor(t, { capacity: 10, booked: 4 });
    bookingId = (await book(t, owner, slotId, 3)).id;
  });
  afterEach(() => t.close());

  const cancel = (cookie?: string, id = bookingId) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: cookie ? { cookie } : {} });

  it('lets the owner cancel: status -1, the seats come back, the change is recorded', async () => {
    expect((await storedState(t, slotId)).booked).toBe(7);
    const response = await cancel(owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: bookingId, status: -1 });
    expect((await storedState(t, slotId)).booked).toBe(4);
    const events = await t.database.db
      .selectFrom('booking_events')
      .select(['from_status', 'to_status', 'by_user_id'])
      .where('booking_id', '=', bookingId)
      .execute();
    expect(events.sort((a, b) => b.to_status - a.to_status)).toEqual([
      { from_status: null, to_status: 0, by_user_id: owner.id },
      { from_status: 0, to_status: -1, by_user_id: owner.id },
    ]);
    const slots = (await t.app.inject('/api/slots?date=2026-11-22')).json().slots;
    expect(slots[0]).toMatchObject({ id: slotId, booked: 4 });
  });

  it('cancels a validated booking too, but never twice', async () => {
    await t.database.db.updateTable('bookings').set({ status: 1 }).where('id', '=', bookingId).execute();
    expect((await cancel(owner.cookie)).statusCode).toBe(200);
    const again = await cancel(owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'not_cancellable',
      message: 'This booking can no longer be cancelled.',
    });
    expect((await storedState(t, slotId)).booked).toBe(4);
  });

  it('refuses once the visitor has been refused or checked in', async () => {
    for (const status of [2, 3, 4]) {
      await t.database.db.updateTable('bookings').set({ status }).where('id', '=', bookingId).execute();
      expect((await cancel(owner.cookie)).json().error.code).toBe('not_cancellable');
    }
  });

  it('refuses once the slot has started', async () => {
    t.clock.set('2026-11-22T04:00:00.000Z');
    const response = await cancel(owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'booking_started',
      message: 'This booking can no longer be cancelled: its slot has already started.',
    });
    expect((await storedState(t, slotId)).booked).toBe(7);
  });

  it('answers another user with a 404 and changes nothing; a signed-out caller gets a 401', async () => {
    const other = await signIn(t, 'other@example.org');
    const response = await cancel(other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'not_found',
      message: 'No booking was found with this Booking ID.',
    });
    expect((await cancel()).statusCode).toBe(401);
    expect((await cancel(owner.cookie, 'no-such-booking')).statusCode).toBe(404);
    const stored = await t.database.db.selectFrom('bookings').select('status').executeTakeFirstOrThrow();
    expect(stored.status).toBe(0);
    expect((await storedState(t, slotId)).booked).toBe(7);
  });

  it('returns the seats once when the owner cancels twice at the same moment', async () => {
    const responses = await Promise.all([cancel(owner.cookie), cancel(owner.cookie), cancel(owner.cookie)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await storedState(t, slotId)).booked).toBe(4);
  });
});
