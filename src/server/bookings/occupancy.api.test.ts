import { afterEach, expect, it } from 'vitest';
import { insertSlot, somePeople } from '../../test/factories';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { BOOKED_AT, bookVisit, type DoorSetup, doorSetup, step, VISIT_DATE } from './door.test-helpers';
import { postWalkIn } from './walk-ins.test-helpers';

// The door's counters, the day sheet and the reports count one day alike (issue 24: the
// evening's report said "no-show rate 0%" beside the day sheet's "3 no-shows").

/** India 10:05 … 10:50 on the visit day, and 7 PM that evening. */
const AT = {
  first: '2026-11-22T04:35:00.000Z',
  second: '2026-11-22T04:40:00.000Z',
  walkIn: '2026-11-22T04:45:00.000Z',
  early: '2026-11-22T05:10:00.000Z',
  leaves: '2026-11-22T05:20:00.000Z',
  evening: '2026-11-22T13:30:00.000Z',
};

describeEachDatabase('occupancy, the day sheet and the reports', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  let admin: SignedInUser;
  afterEach(() => t.close());

  const get = async (url: string, cookie = setup.staff.cookie) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /**
   * A morning at the door: the 10:00 slot's parties of 2 (in, then out), 3 (2 came), 2 (never
   * came) and 1 (validated, never came in); a walk-in party of 3; and the 11:00 slot's party
   * of 2 let in early at 10:40.
   */
  async function morning() {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t, { capacity: 20 });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    const eleven = await insertSlot(t.database.db, { date: VISIT_DATE, time: '11:00', capacity: 10 });
    t.clock.set(BOOKED_AT);
    const [a, b, , d] = [
      await bookVisit(t, setup, somePeople(2)),
      await bookVisit(t, setup, somePeople(3)),
      await bookVisit(t, setup, somePeople(2)),
      await bookVisit(t, setup, somePeople(1)),
    ];
    const e = await bookVisit(t, { ...setup, slotId: eleven.id }, somePeople(2));
    const cookie = setup.staff.cookie;
    t.clock.set(AT.first);
    await step(t, cookie, a as string, { from: 0, to: 3 });
    t.clock.set(AT.second);
    await step(t, cookie, b as string, { from: 0, to: 3, admitted: 2 });
    await step(t, cookie, d as string, { from: 0, to: 1 });
    t.clock.set(AT.walkIn);
    const walkIn = await postWalkIn(t, cookie, {
      slotId: setup.slotId,
      people: 3,
      nationality: { IN: 1, OTHER: 2 },
    });
    expect(walkIn.statusCode).toBe(201);
    t.clock.set(AT.early);
    await step(t, cookie, e, { from: 0, to: 3 });
    t.clock.set(AT.leaves);
    await step(t, cookie, a as string, { from: 3, to: 4 });
  }

  it('counts everyone inside across slots, early admissions included, hour by hour', async () => {
    await morning();
    const occupancy = await get('/api/admin/occupancy');
    // 10:50: the 10:00 slot is over, so its two parties that never came are no-shows already.
    expect(occupancy).toMatchObject({
      date: VISIT_DATE,
      insideNow: 7,
      admittedToday: 9,
      walkIns: 3,
      noShows: 4,
    });
    expect(occupancy.slots).toEqual([
      expect.objectContaining({ id: setup.slotId, expected: 0, inside: 5, left: 2, noShows: 4, walkIns: 3 }),
      expect.objectContaining({ id: `${VISIT_DATE}T11:00`, expected: 0, inside: 2, left: 0, noShows: 0 }),
    ]);
    expect(occupancy.hours).toEqual([
      { hour: '10:00', arrivals: 9, departures: 2, insideAtEnd: 7 },
      { hour: '11:00', arrivals: 0, departures: 0, insideAtEnd: 7 },
    ]);
  });

  it('agrees with the day sheet and the reports on the no-shows in the evening', async () => {
    await morning();
    t.clock.set(AT.evening);
    const occupancy = await get(`/api/admin/occupancy?date=${VISIT_DATE}`);
    const day = await get(`/api/admin/day?date=${VISIT_DATE}`);
    const report = await get(`/api/admin/reports?from=${VISIT_DATE}&to=${VISIT_DATE}`, admin.cookie);
    // No-show people: the party of 2, the validated 1, and the one of 3 who did not come.
    expect(occupancy.noShows).toBe(4);
    expect(day.totals.noShows).toBe(4);
    expect(report.outcomes).toMatchObject({ noShowPeople: 4, noShow: 2, checkedIn: 4, upcoming: 0 });
    expect(report.outcomes.noShowRate).toBeCloseTo(2 / 6);
    expect(day.totals).toMatchObject({ inside: 7, left: 2, walkIns: 3, expected: 0, validated: 0 });
    expect(report.days).toEqual([{ date: VISIT_DATE, capacity: 30, booked: 12, visited: 9, walkIns: 3 }]);
    expect(report.nationalities).toEqual(
      expect.arrayContaining([
        { nationality: 'IN', people: expect.any(Number) },
        { nationality: 'OTHER', people: expect.any(Number) },
      ]),
    );
  });

  it('answers 401 without a session and 403 for a visitor, 400 for a bad date', async () => {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t);
    const ask = (cookie: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/occupancy${query}`, headers: { cookie } });
    expect((await ask('')).statusCode).toBe(401);
    expect((await ask(setup.visitor.cookie)).statusCode).toBe(403);
    expect((await ask(setup.staff.cookie, '?date=2026-13-01')).statusCode).toBe(400);
    expect((await ask(setup.staff.cookie, '?date=2026-11-23')).json()).toMatchObject({
      insideNow: 0,
      admittedToday: 0,
      slots: [],
      hours: [],
    });
  });
});
