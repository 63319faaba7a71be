import { afterEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { AT_THE_DOOR, BOOKED_AT, bookVisit, type DoorSetup, doorSetup, SLOT_END } from './door.test-helpers';
import { postWalkIn, seatAccounts } from './walk-ins.test-helpers';

describeEachDatabase('walk-in parties', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  let admin: SignedInUser;
  afterEach(() => t.close());

  async function open(capacity = 10) {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t, { capacity });
    admin = await signIn(t, 'admin@example.org', { role: 'admin', displayName: 'Asha' });
    t.clock.set(AT_THE_DOOR);
  }

  const errorOf = (response: { statusCode: number; json(): { error: { code: string } } }) => ({
    status: response.statusCode,
    code: response.json().error.code,
  });

  it('answers 401 without a session and 403 for a visitor', async () => {
    await open();
    const request = { slotId: setup.slotId, people: 2 };
    expect((await postWalkIn(t, '', request)).statusCode).toBe(401);
    expect(errorOf(await postWalkIn(t, setup.visitor.cookie, request))).toEqual({
      status: 403,
      code: 'forbidden',
    });
  });

  it('admits a party checked in at once, with no account or mobile, its seats taken', async () => {
    await open();
    const response = await postWalkIn(t, setup.staff.cookie, {
      slotId: setup.slotId,
      people: 3,
      names: ['Ravi Kumar', '', 'Anu'],
      nationality: { IN: 2, OTHER: 1 },
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      slotId: setup.slotId,
      status: 3,
      walkIn: true,
      partySize: 3,
      admitted: null,
      walkInNames: ['Ravi Kumar', 'Anu'],
      mobile: null,
      people: [],
      verdict: 'already_inside',
    });
    expect(booking.events).toEqual([
      expect.objectContaining({
        from: null,
        to: 3,
        forced: false,
        by: expect.objectContaining({ email: 'door@example.org' }),
      }),
    ]);
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 3, capacity: 10, parties: 3 });

    const day = (
      await t.app.inject({ method: 'GET', url: '/api/admin/day', headers: { cookie: setup.staff.cookie } })
    ).json();
    expect(day.totals).toMatchObject({ inside: 3, walkIns: 3, booked: 3 });
    expect(day.slots[0].bookings[0]).toMatchObject({ id: booking.id, walkIn: true, partySize: 3 });
  });

  it('refuses a full slot with 409 slot_full, and staff may not force it (403)', async () => {
    await open(4);
    t.clock.set(BOOKED_AT);
    await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const tooMany = { slotId: setup.slotId, people: 3 };
    expect(errorOf(await postWalkIn(t, setup.staff.cookie, tooMany))).toEqual({
      status: 409,
      code: 'slot_full',
    });
    expect(
      errorOf(await postWalkIn(t, setup.staff.cookie, { ...tooMany, force: true, reason: 'School group' })),
    ).toEqual({ status: 403, code: 'forbidden' });
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 2, capacity: 4, parties: 2 });
  });

  it('lets an admin force a full slot with a reason, recorded as forced and audited', async () => {
    await open(4);
    t.clock.set(BOOKED_AT);
    await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const forced = { slotId: setup.slotId, people: 3, force: true };
    expect(errorOf(await postWalkIn(t, admin.cookie, forced))).toEqual({
      status: 400,
      code: 'invalid_input',
    });
    const response = await postWalkIn(t, admin.cookie, { ...forced, reason: 'School group, teacher phoned' });
    expect(response.statusCode).toBe(201);
    expect(response.json().events[0]).toMatchObject({ forced: true, reason: 'School group, teacher phoned' });
    // The slot took one more than it had seats for: its capacity shows it.
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 5, capacity: 5, parties: 5 });
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=booking.walk_in',
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'booking.walk_in',
        subject: response.json().id,
        after: { slotId: setup.slotId, people: 3, forced: true, reason: 'School group, teacher phoned' },
      }),
    ]);
  });

  it('takes only seats that are free: a forced walk-in with room is not marked forced', async () => {
    await open(10);
    const response = await postWalkIn(t, admin.cookie, {
      slotId: setup.slotId,
      people: 2,
      force: true,
      reason: 'x',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().events[0].forced).toBe(false);
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 2, capacity: 10, parties: 2 });
  });

  it("admits only to today's slots that have not ended, and not to closed or unknown ones", async () => {
    await open();
    const staff = setup.staff.cookie;
    const tomorrow = await insertSlot(t.database.db, { date: '2026-11-23', time: '10:00' });
    const closed = await insertSlot(t.database.db, { date: '2026-11-22', time: '11:00', closed: true });
    const later = await insertSlot(t.database.db, { date: '2026-11-22', time: '15:00' });
    expect(errorOf(await postWalkIn(t, staff, { slotId: tomorrow.id, people: 1 }))).toEqual({
      status: 409,
      code: 'slot_not_open',
    });
    expect(errorOf(await postWalkIn(t, staff, { slotId: closed.id, people: 1 }))).toEqual({
      status: 409,
      code: 'slot_closed',
    });
    expect(errorOf(await postWalkIn(t, staff, { slotId: 'nope', people: 1 }))).toEqual({
      status: 404,
      code: 'slot_not_found',
    });
    // A later slot of today is fine (early, like a booked party let in early).
    expect((await postWalkIn(t, staff, { slotId: later.id, people: 1 })).statusCode).toBe(201);
    t.clock.set(SLOT_END);
    expect(errorOf(await postWalkIn(t, staff, { slotId: setup.slotId, people: 1 }))).toEqual({
      status: 409,
      code: 'slot_not_open',
    });
  });

  it('checks the request: nationality counts add up, at most one name a person', async () => {
    await open();
    const staff = setup.staff.cookie;
    for (const request of [
      { slotId: setup.slotId, people: 2, nationality: { IN: 2, OTHER: 1 } },
      { slotId: setup.slotId, people: 1, names: ['A', 'B'] },
      { slotId: setup.slotId, people: 0 },
      { slotId: setup.slotId, people: 101 },
    ]) {
      expect(errorOf(await postWalkIn(t, staff, request))).toEqual({ status: 400, code: 'invalid_input' });
    }
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 0, capacity: 10, parties: 0 });
  });

  it('never over-fills the slot when walk-ins arrive at once at several desks', async () => {
    await open(7);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postWalkIn(t, setup.staff.cookie, { slotId: setup.slotId, people: 2 })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 6, capacity: 7, parties: 6 });
  });
});
