import { afterEach, expect, it } from 'vitest';
import { somePeople } from '../../test/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  AT_THE_DOOR,
  BOOKED_AT,
  bookVisit,
  type DoorSetup,
  doorSetup,
  postStep,
  SLOT_END,
  step,
} from './door.test-helpers';
import { postWalkIn, seatAccounts } from './walk-ins.test-helpers';

// Part of a party at the door (issue 24): a check-in may admit fewer than the party; the
// others are no-shows and their seats go back at once.

describeEachDatabase('a party admitted in part', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  let cookie: string;
  afterEach(() => t.close());

  async function open(capacity = 10) {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t, { capacity });
    cookie = setup.staff.cookie;
  }

  const daySheet = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/day?date=2026-11-22', headers: { cookie } })
    ).json();

  it('admits 2 of 3: the third seat goes back, the day sheet counts 2 inside and later 1 no-show', async () => {
    await open();
    const id = await bookVisit(t, setup, somePeople(3));
    t.clock.set(AT_THE_DOOR);
    const booking = await step(t, cookie, id, { from: 0, to: 3, admitted: 2 });
    expect(booking).toMatchObject({ status: 3, partySize: 3, admitted: 2 });
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 2, capacity: 10, parties: 2 });
    expect((await daySheet()).totals).toMatchObject({ inside: 2, noShows: 1, expected: 0 });
    t.clock.set('2026-11-22T07:00:00.000Z');
    const left = await step(t, cookie, id, { from: 3, to: 4 });
    expect(left).toMatchObject({ status: 4, admitted: 2 });
    expect((await daySheet()).totals).toMatchObject({ inside: 0, left: 2, noShows: 1 });
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 2, capacity: 10, parties: 2 });
  });

  it('admitting the whole party is an ordinary check-in', async () => {
    await open();
    const id = await bookVisit(t, setup, somePeople(2));
    t.clock.set(AT_THE_DOOR);
    expect(await step(t, cookie, id, { from: 0, to: 3, admitted: 2 })).toMatchObject({ admitted: null });
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 2, capacity: 10, parties: 2 });
  });

  it('refuses more than the party, none at all, or a count on another step (400)', async () => {
    await open();
    const id = await bookVisit(t, setup, somePeople(2));
    t.clock.set(AT_THE_DOOR);
    for (const change of [
      { from: 0, to: 3, admitted: 3 },
      { from: 0, to: 3, admitted: 0 },
      { from: 0, to: 1, admitted: 1 },
    ]) {
      const response = await postStep(t, cookie, id, change);
      expect({ status: response.statusCode, code: response.json().error.code }).toEqual({
        status: 400,
        code: 'invalid_input',
      });
    }
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 2, capacity: 10, parties: 2 });
  });

  it('an undo takes the seats back while they are free, and is refused once they are taken', async () => {
    await open(4);
    const first = await bookVisit(t, setup, somePeople(3));
    t.clock.set(AT_THE_DOOR);
    await step(t, cookie, first, { from: 0, to: 3, admitted: 1 });
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 1, capacity: 4, parties: 1 });
    // A minute between steps: the steps are ordered by their time.
    t.clock.advance(1);
    const undone = await step(t, cookie, first, { from: 3, to: 1 });
    expect(undone).toMatchObject({ status: 1, admitted: null });
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 3, capacity: 4, parties: 3 });

    t.clock.advance(1);
    await step(t, cookie, first, { from: 1, to: 3, admitted: 1 });
    t.clock.advance(1);
    // A walk-in takes two of the three seats that came free: the undo cannot restore the party.
    expect((await postWalkIn(t, cookie, { slotId: setup.slotId, people: 2 })).statusCode).toBe(201);
    const refused = await postStep(t, cookie, first, { from: 3, to: 1 });
    expect({ status: refused.statusCode, code: refused.json().error.code }).toEqual({
      status: 409,
      code: 'slot_full',
    });
    expect(await seatAccounts(t, setup.slotId)).toEqual({ booked: 3, capacity: 4, parties: 3 });
  });

  it('keeps booked equal to the live parties under partial check-ins and walk-ins at once', async () => {
    await open(8);
    const parties = [await bookVisit(t, setup, somePeople(3)), await bookVisit(t, setup, somePeople(3))];
    t.clock.set(AT_THE_DOOR);
    const answers = await Promise.all([
      postStep(t, cookie, parties[0] as string, { from: 0, to: 3, admitted: 1 }),
      postStep(t, cookie, parties[1] as string, { from: 0, to: 3, admitted: 2 }),
      ...Array.from({ length: 4 }, () => postWalkIn(t, cookie, { slotId: setup.slotId, people: 2 })),
    ]);
    expect(answers.slice(0, 2).map((answer) => answer.statusCode)).toEqual([200, 200]);
    const walkIns = answers.slice(2).filter((answer) => answer.statusCode === 201).length;
    const accounts = await seatAccounts(t, setup.slotId);
    expect(accounts.booked).toBe(accounts.parties);
    expect(accounts.booked).toBe(3 + walkIns * 2);
    expect(accounts.booked).toBeLessThanOrEqual(8);
    // 3 seats came back from the two parties: at least the first two walk-ins had room.
    expect(walkIns).toBeGreaterThanOrEqual(1);
  });

  it('the missing part of a party is a no-show only once the rest came in, never twice', async () => {
    await open();
    const id = await bookVisit(t, setup, somePeople(3));
    await bookVisit(t, setup, somePeople(2));
    t.clock.set(AT_THE_DOOR);
    await step(t, cookie, id, { from: 0, to: 3, admitted: 2 });
    t.clock.set(SLOT_END);
    expect((await daySheet()).totals).toMatchObject({ inside: 2, noShows: 3, expected: 0, validated: 0 });
  });
});
