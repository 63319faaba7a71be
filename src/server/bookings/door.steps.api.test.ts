import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  AT_THE_DOOR,
  BOOKED_AT,
  bookVisit,
  type DoorSetup,
  doorSetup,
  getDoorBooking,
  postStep,
  SLOT_END,
  seatsBooked,
  step,
  WINDOW_OPENS,
} from './door.test-helpers';

describeEachDatabase('door steps', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  let cookie: string;
  afterEach(() => t.close());

  async function open(slot: { capacity?: number } = {}) {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t, slot);
    cookie = setup.staff.cookie;
  }

  const errorOf = (response: { statusCode: number; json(): { error: unknown } }) => ({
    status: response.statusCode,
    error: response.json().error,
  });

  it('validates, checks in and checks out, answering the booking each time', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const validated = await step(t, cookie, id, { from: 0, to: 1 });
    expect(validated).toMatchObject({ id, status: 1, verdict: 'valid' });
    expect((await step(t, cookie, id, { from: 1, to: 3 })).status).toBe(3);
    // Leaving needs no window: the slot is over by then.
    t.clock.set('2026-11-22T07:00:00.000Z');
    expect((await step(t, cookie, id, { from: 3, to: 4 })).status).toBe(4);
  });

  it('checks in without validating first', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    expect((await step(t, cookie, id, { from: 0, to: 3 })).status).toBe(3);
  });

  it('refuses moves the door does not allow with 409 not_allowed', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    for (const [from, to] of [
      [0, 4],
      [0, 0],
      [0, -1],
      [1, 0],
      [3, 0],
    ]) {
      expect(errorOf(await postStep(t, cookie, id, { from: from as number, to: to as number }))).toEqual({
        status: 409,
        error: { code: 'not_allowed', message: 'This step is not possible for this booking.' },
      });
    }
    expect((await getDoorBooking(t, cookie, id)).json().status).toBe(0);
  });

  it('refuses validating or checking in outside the window unless forced with a reason', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(new Date(Date.parse(WINDOW_OPENS) - 60_000).toISOString());
    expect(errorOf(await postStep(t, cookie, id, { from: 0, to: 1 }))).toEqual({
      status: 409,
      error: { code: 'outside_window', message: 'Too early: entry for this slot opens at 09:30 AM.' },
    });
    t.clock.set(SLOT_END);
    expect(errorOf(await postStep(t, cookie, id, { from: 0, to: 3 }))).toEqual({
      status: 409,
      error: { code: 'outside_window', message: 'Too late: this slot ended at 10:30 AM.' },
    });
    t.clock.set('2026-11-23T04:40:00.000Z');
    expect(errorOf(await postStep(t, cookie, id, { from: 0, to: 3 }))).toEqual({
      status: 409,
      error: { code: 'outside_window', message: 'This ticket is for 2026-11-22, not today.' },
    });
    const forcedWithoutReason = await postStep(t, cookie, id, { from: 0, to: 3, force: true });
    expect(forcedWithoutReason.statusCode).toBe(400);
    expect(forcedWithoutReason.json().error.code).toBe('invalid_input');

    const forced = await step(t, cookie, id, {
      from: 0,
      to: 3,
      force: true,
      reason: 'Came a day late from Puttaparthi',
    });
    expect(forced.status).toBe(3);
    expect(forced.events.at(-1)).toMatchObject({ reason: 'Came a day late from Puttaparthi', forced: true });
  });

  it('records force only when it was needed', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const inside = await step(t, cookie, id, { from: 0, to: 3, force: true, reason: 'just in case' });
    expect(inside.events.at(-1)).toMatchObject({ forced: false, reason: 'just in case' });
  });

  it('refuses with a reason only, and gives the seats back', async () => {
    await open();
    const id = await bookVisit(t, setup);
    expect(await seatsBooked(t, setup.slotId)).toBe(2);
    t.clock.set(AT_THE_DOOR);
    expect(errorOf(await postStep(t, cookie, id, { from: 0, to: 2 }))).toEqual({
      status: 400,
      error: { code: 'reason_required', message: 'Please give a reason for refusing entry.' },
    });
    const refused = await step(t, cookie, id, { from: 0, to: 2, reason: 'The ID does not match' });
    expect(refused.status).toBe(2);
    expect(refused.events.at(-1)).toMatchObject({ from: 0, to: 2, reason: 'The ID does not match' });
    expect(await seatsBooked(t, setup.slotId)).toBe(0);
  });

  it('tells the second device who got there first, and when', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    await step(t, cookie, id, { from: 0, to: 3 });
    const other = await postStep(t, cookie, id, { from: 0, to: 1 });
    expect(errorOf(other)).toEqual({
      status: 409,
      error: { code: 'status_changed', message: 'Meera already marked this booking checked in at 10:10 AM.' },
    });
  });

  it('takes a step retried with the same nonce once, answering the booking as it is', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const change = { from: 0, to: 3, nonce: 'device-a-step-1' };
    const first = await postStep(t, cookie, id, change);
    t.clock.advance(1);
    const again = await postStep(t, cookie, id, change);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe(3);
    expect(again.json().events).toHaveLength(2);
    // The same nonce on another booking is another step.
    t.clock.set(BOOKED_AT);
    const otherId = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    expect((await postStep(t, cookie, otherId, change)).json().status).toBe(3);
  });

  it('lets exactly one of 20 devices take the same step at once', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, device) =>
        postStep(t, cookie, id, { from: 0, to: device % 2 === 0 ? 1 : 3, nonce: `device-${device}-step` }),
      ),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().error.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'status_changed')).toHaveLength(19);
    const events = await t.database.db
      .selectFrom('booking_events')
      .select('to_status')
      .where('booking_id', '=', id)
      .execute();
    expect(events).toHaveLength(2);
  });

  it('undoes a step within 10 minutes, not after', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    await step(t, cookie, id, { from: 0, to: 3 });
    t.clock.advance(9);
    const undone = await step(t, cookie, id, { from: 3, to: 1 });
    expect(undone.status).toBe(1);
    expect(undone.events.at(-1)).toMatchObject({ from: 3, to: 1 });

    t.clock.advance(1);
    await step(t, cookie, id, { from: 1, to: 3 });
    t.clock.advance(11);
    expect(errorOf(await postStep(t, cookie, id, { from: 3, to: 1 }))).toEqual({
      status: 409,
      error: { code: 'undo_expired', message: 'A step can only be undone within 10 minutes.' },
    });
  });

  it('undoes a check-out, but not an undo', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    // A minute apart each: the latest event decides what an undo takes back.
    await step(t, cookie, id, { from: 0, to: 3 });
    t.clock.advance(1);
    await step(t, cookie, id, { from: 3, to: 4 });
    t.clock.advance(1);
    expect((await step(t, cookie, id, { from: 4, to: 3 })).status).toBe(3);
    t.clock.advance(1);
    expect(errorOf(await postStep(t, cookie, id, { from: 3, to: 1 }))).toEqual({
      status: 409,
      error: { code: 'not_allowed', message: 'There is no step to undo here.' },
    });
  });

  it('undoes a refusal only while the seats are still free, taking them back', async () => {
    await open({ capacity: 4 });
    const id = await bookVisit(t, setup);
    const otherId = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    await step(t, cookie, id, { from: 0, to: 2, reason: 'Wrong person' });
    await step(t, cookie, otherId, { from: 0, to: 2, reason: 'Wrong person' });
    expect(await seatsBooked(t, setup.slotId)).toBe(0);

    expect((await step(t, cookie, id, { from: 2, to: 0 })).status).toBe(0);
    expect(await seatsBooked(t, setup.slotId)).toBe(2);
    // Meanwhile the other refused party's seats went to someone at the counter.
    await t.database.db.updateTable('slots').set({ booked: 4 }).where('id', '=', setup.slotId).execute();
    expect(errorOf(await postStep(t, cookie, otherId, { from: 2, to: 0 }))).toEqual({
      status: 409,
      error: {
        code: 'slot_full',
        message: 'The seats of this booking have been taken meanwhile; it cannot be restored.',
      },
    });
    expect((await getDoorBooking(t, cookie, otherId)).json().status).toBe(2);
    expect(await seatsBooked(t, setup.slotId)).toBe(4);
  });

  it('records every step in the audit', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    await step(t, cookie, id, { from: 0, to: 3, force: true, reason: 'VIP' });
    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'booking.status')
      .execute();
    expect(entries).toEqual([
      {
        id: expect.any(String),
        at: AT_THE_DOOR,
        actor_user_id: setup.staff.user.id,
        action: 'booking.status',
        subject: id,
        before: '{"status":0}',
        after: '{"status":3,"step":"check_in","reason":"VIP","forced":false}',
      },
    ]);
  });
});
