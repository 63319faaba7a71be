import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { outboxMail } from '../../test/outbox';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book, postBooking, verifiedChallenge } from '../bookings/bookings.test-helpers';

// 2026-11-20 10:00 in India. 2026-11-24 is the last Tuesday of November.
const NOW = '2026-11-20T04:30:00.000Z';
const DAY = '2026-11-22';
const OTHER_DAY = '2026-11-23';
const REASON = 'Festival: the galleries host the Sai Baba birthday celebrations';

type Method = 'GET' | 'POST' | 'DELETE';

describeEachDatabase('closing a day', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
  });
  afterEach(() => t.close());

  const asAdmin = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: payload as object });
  const audit = async (action: string) =>
    (await asAdmin('GET', `/api/admin/audit?action=${action}`)).json().entries;
  const ticketOf = async (visitor: SignedInUser, id: string) =>
    (await t.app.inject({ url: `/api/bookings/${id}`, headers: { cookie: visitor.cookie } })).json();
  const closureMails = async () =>
    (await outboxMail(t))
      .filter((mail) => mail.subject.endsWith('is cancelled'))
      .sort((a, b) => a.to.localeCompare(b.to));

  /** A day with three live bookings (one validated), one the visitor cancelled, one inside; another day with one. */
  async function busyDay() {
    const morning = await insertSlot(t.database.db, { date: DAY, time: '09:30', capacity: 20 });
    const noon = await insertSlot(t.database.db, { date: DAY, time: '12:00', capacity: 20 });
    const closedAlready = await insertSlot(t.database.db, { date: DAY, time: '13:00', closed: true });
    const other = await insertSlot(t.database.db, { date: OTHER_DAY, time: '09:30', capacity: 20 });
    const meera = await signIn(t, 'meera@example.org');
    const ravi = await signIn(t, 'ravi@example.org');
    const as = (user: SignedInUser) => ({ cookie: user.cookie, id: user.user.id });
    const live = [
      await book(t, as(meera), morning.id, 2),
      await book(t, as(ravi), morning.id, 3),
      await book(t, as(ravi), noon.id, 1),
    ];
    await t.database.db.updateTable('bookings').set({ status: 1 }).where('id', '=', live[2].id).execute();
    const cancelledBefore = await book(t, as(meera), noon.id, 4);
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${cancelledBefore.id}/cancel`,
      headers: { cookie: meera.cookie },
    });
    const inside = await book(t, as(meera), noon.id, 1);
    await t.database.db.updateTable('bookings').set({ status: 3 }).where('id', '=', inside.id).execute();
    const otherDay = await book(t, as(meera), other.id, 2);
    return { morning, noon, closedAlready, other, meera, ravi, live, cancelledBefore, inside, otherDay };
  }

  it("cancels exactly that day's live bookings with the reason, returns their seats and mails each visitor once", async () => {
    const day = await busyDay();
    // The confirmation's dry run first: what closing would cancel, and nothing changes.
    const before = await outboxMail(t);
    const preview = await asAdmin('POST', '/api/admin/closures', { date: DAY, reason: REASON, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ date: DAY, cancelled: 3, people: 6, dryRun: true });
    expect(await outboxMail(t)).toEqual(before);
    expect((await asAdmin('GET', `/api/admin/closures?from=${DAY}&to=${DAY}`)).json().closures).toEqual([]);
    expect((await ticketOf(day.meera, day.live[0].id)).status).toBe(0);

    const closed = await asAdmin('POST', '/api/admin/closures', { date: DAY, reason: REASON });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toEqual({ date: DAY, cancelled: 3, people: 6, dryRun: false });
    const again = await asAdmin('POST', '/api/admin/closures', { date: DAY, reason: REASON, dryRun: true });
    expect(again.json().error.code).toBe('already_closed');

    for (const booking of day.live) {
      const ticket = await ticketOf(booking.id === day.live[0].id ? day.meera : day.ravi, booking.id);
      expect(ticket).toMatchObject({ status: -1, cancelReason: REASON });
    }
    const events = await t.database.db
      .selectFrom('booking_events')
      .select(['booking_id', 'from_status', 'reason', 'by_user_id'])
      .where('to_status', '=', -1)
      .where('reason', '=', REASON)
      .execute();
    expect(events.map((event) => [event.booking_id, event.from_status]).sort()).toEqual(
      [
        [day.live[0].id, 0],
        [day.live[1].id, 0],
        [day.live[2].id, 1],
      ].sort(),
    );
    expect(events.every((event) => event.by_user_id === admin.user.id)).toBe(true);
    // Left alone: cancelled before, already inside, and the other day.
    expect((await ticketOf(day.meera, day.cancelledBefore.id)).cancelReason).toBeNull();
    expect((await ticketOf(day.meera, day.inside.id)).status).toBe(3);
    expect((await ticketOf(day.meera, day.otherDay.id)).status).toBe(0);
    const seats = await t.database.db
      .selectFrom('slots')
      .select(['id', 'booked', 'closed'])
      .orderBy('id')
      .execute();
    expect(seats).toEqual([
      { id: day.morning.id, booked: 0, closed: 1 },
      { id: day.noon.id, booked: 1, closed: 1 },
      { id: day.closedAlready.id, booked: 0, closed: 1 },
      { id: day.other.id, booked: 2, closed: 0 },
    ]);

    const mails = await closureMails();
    expect(mails.map((mail) => mail.to)).toEqual([
      'meera@example.org',
      'ravi@example.org',
      'ravi@example.org',
    ]);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your visit on Sunday, 22 November 2026 is cancelled');
    expect(mail?.text).toContain(`Why: ${REASON}`);
    expect(mail?.text).toContain(`Booking ID: ${day.live[0].id}`);
    expect(mail?.text).toContain('Book another day:\nhttp://localhost:3000/');
    expect(mail?.html).toContain('Book another day');

    // Visitors no longer get the day, and a booking for it is refused.
    expect((await t.app.inject('/api/dates')).json().dates).toEqual([OTHER_DAY]);
    expect((await t.app.inject(`/api/slots?date=${DAY}`)).json().slots).toEqual([]);
    const late = await postBooking(t, {
      cookie: day.ravi.cookie,
      slotId: day.morning.id,
      verificationId: await verifiedChallenge(t, day.ravi.user.id),
    });
    expect(late.statusCode).toBe(409);

    const [entry] = await audit('closure.add');
    expect(entry).toMatchObject({
      actor: { email: 'admin@example.org' },
      subject: DAY,
      before: null,
      after: { reason: REASON, cancelled: 3 },
    });
  });

  it('lists closures with their counts beside the last Tuesdays closed by rule', async () => {
    await asAdmin('POST', '/api/admin/closures', { date: DAY, reason: REASON });
    const list = await asAdmin('GET', '/api/admin/closures?from=2026-11-20&to=2026-12-31');
    expect(list.statusCode).toBe(200);
    expect(list.json().closures).toEqual([
      {
        date: DAY,
        kind: 'closure',
        reason: REASON,
        closedAt: NOW,
        closedBy: 'admin@example.org',
        cancelled: 0,
      },
      {
        date: '2026-11-24',
        kind: 'rule',
        reason: 'Closed on the last Tuesday of every month',
        closedAt: null,
        closedBy: null,
        cancelled: 0,
      },
      expect.objectContaining({ date: '2026-12-29', kind: 'rule' }),
    ]);
  });

  it('refuses a day closed already, a last Tuesday, a day gone by and a missing reason', async () => {
    await asAdmin('POST', '/api/admin/closures', { date: DAY, reason: REASON });
    const twice = await asAdmin('POST', '/api/admin/closures', { date: DAY, reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already_closed');
    const rule = await asAdmin('POST', '/api/admin/closures', { date: '2026-11-24', reason: REASON });
    expect(rule.json().error.code).toBe('closed_by_rule');
    const past = await asAdmin('POST', '/api/admin/closures', { date: '2026-11-19', reason: REASON });
    expect(past.statusCode).toBe(409);
    expect(past.json().error.code).toBe('day_over');
    const noReason = await asAdmin('POST', '/api/admin/closures', { date: OTHER_DAY, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await audit('closure.add')).length).toBe(1);
  });

  it('reopens a day: its slots are offered again (but one closed on its own), the cancelled bookings stay cancelled', async () => {
    const day = await busyDay();
    await asAdmin('POST', '/api/admin/closures', { date: DAY, reason: REASON });
    t.clock.advance(1);
    const reopened = await asAdmin('DELETE', `/api/admin/closures/${DAY}`);
    expect(reopened.statusCode).toBe(204);

    const slots = await t.database.db
      .selectFrom('slots')
      .select(['id', 'closed'])
      .where('date', '=', DAY)
      .orderBy('id')
      .execute();
    expect(slots).toEqual([
      { id: day.morning.id, closed: 0 },
      { id: day.noon.id, closed: 0 },
      { id: day.closedAlready.id, closed: 1 },
    ]);
    expect((await t.app.inject(`/api/slots?date=${DAY}`)).json().slots).toHaveLength(2);
    expect((await ticketOf(day.meera, day.live[0].id)).status).toBe(-1);
    expect(await closureMails()).toHaveLength(3);

    const [entry] = await audit('closure.remove');
    expect(entry).toMatchObject({ subject: DAY, before: { reason: REASON, cancelled: 3 }, after: null });
    expect((await asAdmin('DELETE', `/api/admin/closures/${DAY}`)).statusCode).toBe(404);
    const rule = await asAdmin('DELETE', '/api/admin/closures/2026-11-24');
    expect(rule.statusCode).toBe(409);
    expect(rule.json().error.code).toBe('closed_by_rule');
  });

  it('admins only: 401 signed out, 403 for visitors and staff, and nothing changes', async () => {
    const slot = await insertSlot(t.database.db, { date: DAY });
    const visitor = await signIn(t, 'visitor@example.org');
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const calls: [Method, string, unknown][] = [
      ['GET', '/api/admin/closures', undefined],
      ['POST', '/api/admin/closures', { date: DAY, reason: REASON }],
      ['DELETE', `/api/admin/closures/${DAY}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const call = (cookie?: string) =>
        t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
      expect((await call()).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(visitor.cookie)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(staff.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    const stored = await t.database.db
      .selectFrom('slots')
      .select('closed')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(stored.closed).toBe(0);
    expect(await t.database.db.selectFrom('closures').selectAll().execute()).toEqual([]);
  });
});
