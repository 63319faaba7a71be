import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book } from '../bookings/bookings.test-helpers';

// 2026-11-20 10:00 in India. 2026-11-24 is the last Tuesday of November.
const NOW = '2026-11-20T04:30:00.000Z';
const DAY = '2026-11-22';

type Method = 'GET' | 'PATCH';

describeEachDatabase('the slot calendar and one slot', (kind) => {
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
  const visitorSlots = async (date: string) =>
    (await t.app.inject(`/api/slots?date=${date}`)).json().slots.map((slot: { id: string }) => slot.id);
  const visitorDates = async () => (await t.app.inject('/api/dates')).json().dates;
  const visitorFullSlots = async (date: string) =>
    (await t.app.inject(`/api/slots?date=${date}`))
      .json()
      .slots.filter((slot: { full: boolean }) => slot.full);

  it('shows every day of the range with its slots, closed ones too, and the last Tuesday as closed by rule', async () => {
    await insertSlot(t.database.db, { date: DAY, time: '09:30', capacity: 40, booked: 12 });
    await insertSlot(t.database.db, { date: DAY, time: '10:00', closed: true });
    const response = await asAdmin('GET', '/api/admin/slots?from=2026-11-22&to=2026-11-24');
    expect(response.statusCode).toBe(200);
    const { days } = response.json();
    expect(days.map((day: { date: string }) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(days[0]).toEqual({
      date: DAY,
      closure: null,
      slots: [
        {
          id: '2026-11-22T09:30',
          label: '09:30 AM - 10:00 AM',
          startsAt: '2026-11-22T04:00:00.000Z',
          capacity: 40,
          booked: 12,
          held: 0,
          closed: false,
        },
        expect.objectContaining({ id: '2026-11-22T10:00', closed: true }),
      ],
    });
    expect(days[2].closure).toEqual({ kind: 'rule', reason: 'Closed on the last Tuesday of every month' });

    const tooLong = await asAdmin('GET', '/api/admin/slots?from=2026-11-01&to=2027-03-01');
    expect(tooLong.statusCode).toBe(400);
  });

  it('changes a capacity, never below what is booked, naming the seats booked and who booked them', async () => {
    const slot = await insertSlot(t.database.db, { date: DAY, capacity: 10 });
    const visitor = await signIn(t, 'meera@example.org');
    const ticket = await book(t, { cookie: visitor.cookie, id: visitor.user.id }, slot.id, 3);

    const refused = await asAdmin('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'capacity_below_booked',
      message: '3 seats are booked in this slot, so its capacity cannot go below 3.',
      booked: 3,
      bookingsUrl: `/api/admin/slots/${encodeURIComponent(slot.id)}/bookings`,
    });
    const who = await asAdmin('GET', refused.json().error.bookingsUrl);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({
      slotId: slot.id,
      booked: 3,
      bookings: [
        {
          id: ticket.id,
          people: 3,
          status: 0,
          names: ['Visitor 1', 'Visitor 2', 'Visitor 3'],
          email: 'meera@example.org',
          mobile: '+919876543210',
        },
      ],
    });

    const lowered = await asAdmin('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 3 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ capacity: 3, booked: 3, closed: false });
    const [entry] = await audit('slot.capacity');
    expect(entry).toMatchObject({
      actor: { email: 'admin@example.org' },
      subject: slot.id,
      before: { capacity: 10, closed: false, booked: 3 },
      after: { capacity: 3, closed: false, booked: 3 },
    });
    // Full now: the visitor's day shows it as full (its waiting list is open).
    expect(await visitorFullSlots(DAY)).toMatchObject([{ id: slot.id, full: true }]);
    expect(await audit('slot.close')).toEqual([]);
  });

  it('never lowers a capacity below booked + held, naming the held seats; a raise offers the seats to the waiting list', async () => {
    const slot = await insertSlot(t.database.db, { date: DAY, capacity: 10 });
    const meera = await signIn(t, 'meera@example.org');
    await book(t, { cookie: meera.cookie, id: meera.user.id }, slot.id, 3);
    const ravi = await signIn(t, 'ravi@example.org');
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: { cookie: ravi.cookie },
      payload: { slotId: slot.id, seats: 4 },
    });
    expect(held.statusCode).toBe(201);
    const refused = await asAdmin('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 6 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'capacity_below_held',
      message:
        '3 seats are booked in this slot and 4 are held for visitors who are booking them now (until 10:15 AM at the latest), so its capacity cannot go below 7 before then.',
      booked: 3,
      held: 4,
      heldUntil: held.json().expiresAt,
      bookingsUrl: `/api/admin/slots/${encodeURIComponent(slot.id)}/bookings`,
    });
    expect((await asAdmin('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 7 })).json()).toMatchObject({
      capacity: 7,
      booked: 3,
      held: 4,
    });

    // Full now: someone waits for 2 seats, and the raise offers them at once.
    const asha = await signIn(t, 'asha@example.org');
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: asha.cookie },
      payload: { slotId: slot.id, seats: 2 },
    });
    expect(joined.statusCode).toBe(201);
    expect((await asAdmin('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 9 })).json()).toMatchObject({
      capacity: 9,
      held: 6,
    });
    const offers = await t.app.inject({ url: '/api/holds', headers: { cookie: asha.cookie } });
    expect(offers.json().holds).toEqual([
      expect.objectContaining({ slotId: slot.id, seats: 2, offer: true }),
    ]);
  });

  it('closes one slot (visitors no longer see it, its bookings stay) and reopens it', async () => {
    const first = await insertSlot(t.database.db, { date: DAY, time: '09:30' });
    const second = await insertSlot(t.database.db, { date: DAY, time: '10:00' });
    const visitor = await signIn(t, 'meera@example.org');
    const ticket = await book(t, { cookie: visitor.cookie, id: visitor.user.id }, first.id, 2);
    expect(await visitorSlots(DAY)).toEqual([first.id, second.id]);

    const closed = await asAdmin('PATCH', `/api/admin/slots/${first.id}`, { closed: true });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: first.id, closed: true, booked: 2 });
    expect(await visitorSlots(DAY)).toEqual([second.id]);
    const kept = await t.app.inject({
      url: `/api/bookings/${ticket.id}`,
      headers: { cookie: visitor.cookie },
    });
    expect(kept.json().status).toBe(0);

    t.clock.advance(1);
    await asAdmin('PATCH', `/api/admin/slots/${second.id}`, { closed: true });
    expect(await visitorDates()).not.toContain(DAY);

    const reopened = await asAdmin('PATCH', `/api/admin/slots/${first.id}`, { closed: false });
    expect(reopened.json().closed).toBe(false);
    expect(await visitorSlots(DAY)).toEqual([first.id]);
    expect(await visitorDates()).toContain(DAY);

    expect((await audit('slot.close')).map((entry: { subject: string }) => entry.subject)).toEqual([
      second.id,
      first.id,
    ]);
    expect(await audit('slot.reopen')).toEqual([
      expect.objectContaining({ subject: first.id, before: expect.objectContaining({ closed: true }) }),
    ]);
  });

  it('refuses to change a slot that has started, and changes one starting later today', async () => {
    // It is 10:00 in India: the 09:30 slot has started, the 10:30 one has not.
    const started = await insertSlot(t.database.db, { date: '2026-11-20', time: '09:30', capacity: 10 });
    const later = await insertSlot(t.database.db, { date: '2026-11-20', time: '10:30', capacity: 10 });
    for (const change of [{ capacity: 12 }, { closed: true }]) {
      const refused = await asAdmin('PATCH', `/api/admin/slots/${started.id}`, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'slot_started',
        message: 'The 09:30 AM - 10:00 AM slot has started; a slot that has started cannot be changed.',
      });
    }
    const stored = await t.database.db
      .selectFrom('slots')
      .select(['capacity', 'closed'])
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ capacity: 10, closed: 0 });
    expect((await asAdmin('PATCH', `/api/admin/slots/${later.id}`, { capacity: 12 })).statusCode).toBe(200);
    expect(await audit('slot.capacity')).toHaveLength(1);
  });

  it('answers 404 for a slot that does not exist and 400 for an empty change', async () => {
    expect((await asAdmin('PATCH', '/api/admin/slots/2026-11-22T07:00', { capacity: 5 })).statusCode).toBe(
      404,
    );
    const slot = await insertSlot(t.database.db, { date: DAY });
    const empty = await asAdmin('PATCH', `/api/admin/slots/${slot.id}`, {});
    expect(empty.statusCode).toBe(400);
    const zero = await asAdmin('PATCH', `/api/admin/slots/${slot.id}`, { capacity: 0 });
    expect(zero.statusCode).toBe(400);
  });
});

describeEachDatabase('who may see and change slots', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
  });
  afterEach(() => t.close());

  it('admins only: 401 signed out, 403 for visitors and staff', async () => {
    const slot = await insertSlot(t.database.db, { date: DAY, capacity: 10 });
    const visitor = await signIn(t, 'visitor@example.org');
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const calls: [Method, string, unknown][] = [
      ['GET', `/api/admin/slots?from=${DAY}&to=${DAY}`, undefined],
      ['PATCH', `/api/admin/slots/${slot.id}`, { capacity: 1 }],
      ['GET', `/api/admin/slots/${slot.id}/bookings`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const call = (cookie?: string) =>
        t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
      expect((await call()).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(visitor.cookie)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(staff.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    const stored = await t.database.db.selectFrom('slots').select('capacity').executeTakeFirstOrThrow();
    expect(stored.capacity).toBe(10);
  });
});
