import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { postStep } from '../bookings/door.test-helpers';
import { pruneExpired } from '../housekeeping/housekeeping';
import {
  bookOk,
  cancel,
  holdOk,
  joinWaitlist,
  listedSlot,
  mailTo,
  myHolds,
  NOW,
  postBooking,
  release,
  SLOT_ID,
  seatsOf,
  slotFor,
  VISIT_DATE,
  type Visitor,
  visitor,
  waitlistOf,
} from './holds.test-helpers';

describeEachDatabase('the waiting list of a full slot', (kind) => {
  let t: TestApp;
  let asha: Visitor;
  let ravi: Visitor;
  let meena: Visitor;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    [asha, ravi, meena] = [await visitor(t, 'asha'), await visitor(t, 'ravi'), await visitor(t, 'meena')];
  });
  afterEach(() => t.close());

  const offersTo = async (who: Visitor) =>
    (await mailTo(t, who.email)).filter((mail) => mail.subject.startsWith('Seats are free for you'));

  it('lets visitors join only when their party does not fit, once per slot, in the order they came', async () => {
    await slotFor(t, { capacity: 4, booked: 2 });
    const notFull = await joinWaitlist(t, ravi, SLOT_ID, 2);
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json().error.code).toBe('slot_not_full');
    const first = await joinWaitlist(t, ravi, SLOT_ID, 3);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      slotId: SLOT_ID,
      seats: 3,
      state: 'waiting',
      ahead: 0,
      offer: null,
    });
    expect((await joinWaitlist(t, ravi, SLOT_ID, 4)).json().error.code).toBe('already_waiting');
    await holdOk(t, asha, SLOT_ID, 2); // now full for everyone else
    t.clock.advance(1);
    expect((await joinWaitlist(t, meena, SLOT_ID, 1)).json()).toMatchObject({ state: 'waiting', ahead: 1 });
    expect(await waitlistOf(t, ravi)).toEqual([first.json()]);
    expect((await t.app.inject({ url: '/api/waitlist' })).statusCode).toBe(401);
  });

  it('offers seats freed by a cancellation to the first party that fits, with a mail and its link', async () => {
    await slotFor(t, { capacity: 4 });
    const big = await bookOk(t, asha, SLOT_ID, 2);
    await bookOk(t, asha, SLOT_ID, 2);
    await joinWaitlist(t, ravi, SLOT_ID, 3); // first, but 3 will not fit in the 2 freed
    t.clock.advance(1);
    await joinWaitlist(t, meena, SLOT_ID, 2);
    expect((await cancel(t, asha, big.id)).statusCode).toBe(200);

    const [offer] = await waitlistOf(t, meena);
    expect(offer).toMatchObject({ state: 'offered', seats: 2 });
    expect(offer.offer.expiresAt).toBe('2026-11-20T06:31:00.000Z'); // OFFER_MINUTES = 120
    expect(await myHolds(t, meena)).toEqual([
      { id: offer.offer.holdId, slotId: SLOT_ID, seats: 2, expiresAt: offer.offer.expiresAt, offer: true },
    ]);
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'waiting', ahead: 0 }]);
    expect(await offersTo(ravi)).toEqual([]);
    const [mail] = await offersTo(meena);
    expect(mail?.text).toContain(`/?slot=${encodeURIComponent(SLOT_ID)}&seats=2`);
    expect(mail?.subject).toBe('Seats are free for you: Sunday, 22 November 2026, 09:30 AM - 10:00 AM');
    expect(mail?.text).toContain('12:01 PM on Friday, 20 November 2026');
    expect(mail?.text).not.toMatch(/\d{4}-\d{2}-\d{2}(?!T)/);
    // Freed seats went to the list, not to strangers.
    expect(await listedSlot(t, SLOT_ID, asha)).toMatchObject({ held: 2, full: true });
    expect(await listedSlot(t, SLOT_ID, meena)).toMatchObject({ held: 2, heldForYou: 2, full: false });

    expect((await postBooking(t, meena, SLOT_ID, 2, offer.offer.holdId)).statusCode).toBe(201);
    expect(await waitlistOf(t, meena)).toEqual([]);
    expect(await seatsOf(t, SLOT_ID)).toEqual({ booked: 4, capacity: 4 });
  });

  it('never lets an offer made at night run out before 09:00 India time, nor past the slot', async () => {
    await slotFor(t, { capacity: 2 });
    const ticket = await bookOk(t, asha, SLOT_ID, 2);
    expect((await joinWaitlist(t, ravi, SLOT_ID, 2)).statusCode).toBe(201);
    t.clock.set('2026-11-20T14:45:00.000Z'); // 20:15 in India: 120 minutes would end at 22:15
    expect((await cancel(t, asha, ticket.id)).statusCode).toBe(200);
    const [offer] = await waitlistOf(t, ravi);
    expect(offer.offer.expiresAt).toBe('2026-11-21T03:30:00.000Z'); // 09:00 the next morning
    const [mail] = await offersTo(ravi);
    expect(mail?.text).toContain('09:00 AM on Saturday, 21 November 2026');
  });

  it('passes an unclaimed offer on to the next entry once it has run out', async () => {
    await slotFor(t, { capacity: 2 });
    const booking = await bookOk(t, asha, SLOT_ID, 2);
    await joinWaitlist(t, ravi, SLOT_ID, 2);
    t.clock.advance(1);
    await joinWaitlist(t, meena, SLOT_ID, 2);
    await cancel(t, asha, booking.id);
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'offered' }]);
    t.clock.advance(121);
    // Until someone notices, the lapsed offer reads as passed and holds nothing.
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'passed', offer: null }]);
    expect(await t.services.offers.sweep()).toBe(1);
    expect(await waitlistOf(t, meena)).toMatchObject([{ state: 'offered' }]);
    expect(await offersTo(meena)).toHaveLength(1);
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'passed' }]);
    expect(await t.services.offers.sweep()).toBe(0);
  });

  it('offers the seats of a refusal at the door', async () => {
    await slotFor(t, { capacity: 2 });
    const staff = await signIn(t, 'door@example.org', { role: 'staff', displayName: 'Meera' });
    const booking = await bookOk(t, asha, SLOT_ID, 2);
    await joinWaitlist(t, ravi, SLOT_ID, 1);
    const refused = await postStep(t, staff.cookie, booking.id, { from: 0, to: 2, reason: 'No ID' });
    expect(refused.statusCode).toBe(200);
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'offered', seats: 1 }]);
    expect(await offersTo(ravi)).toHaveLength(1);
  });

  it('offers the seats of a hold that is released, or that runs out', async () => {
    await slotFor(t, { capacity: 2 });
    const held = await holdOk(t, asha, SLOT_ID, 2);
    await joinWaitlist(t, ravi, SLOT_ID, 1);
    t.clock.advance(1);
    await joinWaitlist(t, meena, SLOT_ID, 1);
    await release(t, asha, held.id);
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'offered' }]);
    expect(await waitlistOf(t, meena)).toMatchObject([{ state: 'offered' }]);

    await slotFor(t, { capacity: 1, time: '10:00' });
    await holdOk(t, asha, '2026-11-22T10:00', 1);
    await joinWaitlist(t, ravi, '2026-11-22T10:00', 1);
    expect(await t.services.offers.sweep()).toBe(0);
    t.clock.advance(15);
    expect(await t.services.offers.sweep()).toBe(1);
    const entries = await waitlistOf(t, ravi);
    expect(entries.find((entry: { slotId: string }) => entry.slotId === '2026-11-22T10:00')).toMatchObject({
      state: 'offered',
    });
  });

  it('offers the seats of a hold moved to another slot, and those a booking leaves over', async () => {
    await slotFor(t, { capacity: 3 });
    await slotFor(t, { capacity: 3, time: '10:00' });
    const held = await holdOk(t, asha, SLOT_ID, 3);
    await joinWaitlist(t, ravi, SLOT_ID, 1);
    await holdOk(t, asha, '2026-11-22T10:00', 3); // one live hold: the first one goes
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'offered', seats: 1 }]);
    expect(held.slotId).toBe(SLOT_ID);

    const other = await holdOk(t, meena, SLOT_ID, 2);
    await joinWaitlist(t, asha, SLOT_ID, 1);
    expect((await postBooking(t, meena, SLOT_ID, 1, other.id)).statusCode).toBe(201);
    expect(await waitlistOf(t, asha)).toMatchObject([{ slotId: SLOT_ID, state: 'offered', seats: 1 }]);
  });

  it("offers the seats of an admin's capacity raise, a reopened slot and a reopened day", async () => {
    const admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    const asAdmin = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

    await slotFor(t, { capacity: 2, booked: 2 });
    await joinWaitlist(t, ravi, SLOT_ID, 2);
    const raised = await asAdmin('PATCH', `/api/admin/slots/${SLOT_ID}`, { capacity: 4 });
    expect(raised.statusCode).toBe(200);
    // The admin's calendar counts the offer as held.
    expect(raised.json()).toMatchObject({ capacity: 4, booked: 2, held: 2 });
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'offered', seats: 2 }]);
    expect(await offersTo(ravi)).toHaveLength(1);

    // The slot is full again (booked and offered); closed on its own, then reopened with
    // more seats: the next party gets them.
    await joinWaitlist(t, meena, SLOT_ID, 1);
    expect(await waitlistOf(t, meena)).toMatchObject([{ state: 'waiting' }]);
    await asAdmin('PATCH', `/api/admin/slots/${SLOT_ID}`, { closed: true });
    await asAdmin('PATCH', `/api/admin/slots/${SLOT_ID}`, { closed: false, capacity: 5 });
    expect(await waitlistOf(t, meena)).toMatchObject([{ state: 'offered', seats: 1 }]);

    // A whole day closed and reopened: its slots' lists are offered what is free.
    await slotFor(t, { time: '12:00', capacity: 1, booked: 1 });
    const noon = SLOT_ID.replace('09:30', '12:00');
    await joinWaitlist(t, asha, noon, 1);
    expect(
      (await asAdmin('POST', '/api/admin/closures', { date: VISIT_DATE, reason: 'Festival' })).statusCode,
    ).toBe(201);
    await t.database.db.updateTable('slots').set({ booked: 0 }).where('id', '=', noon).execute();
    expect((await asAdmin('DELETE', `/api/admin/closures/${VISIT_DATE}`)).statusCode).toBe(204);
    expect(
      (await waitlistOf(t, asha)).find((entry: { slotId: string }) => entry.slotId === noon),
    ).toMatchObject({
      state: 'offered',
    });
  });

  it('makes no offer when the slot can no longer be booked, and ends offers at its last bookable moment', async () => {
    // Today 11:00 India: bookable until 10:30 (the 30-minute lookahead).
    await slotFor(t, { date: '2026-11-20', time: '11:00', capacity: 2 });
    const slotId = '2026-11-20T11:00';
    const first = await bookOk(t, asha, slotId, 1);
    const second = await bookOk(t, asha, slotId, 1);
    await joinWaitlist(t, ravi, slotId, 1);
    await cancel(t, asha, first.id);
    expect((await waitlistOf(t, ravi))[0].offer.expiresAt).toBe('2026-11-20T05:00:00.000Z');
    await joinWaitlist(t, meena, slotId, 1);
    t.clock.set('2026-11-20T05:00:00.000Z'); // 10:30: the last bookable moment
    await cancel(t, asha, second.id);
    expect(await t.services.offers.sweep()).toBe(0);
    expect(await offersTo(meena)).toEqual([]);
  });

  it('lets a visitor leave the list; an offer given up goes to the next in line', async () => {
    await slotFor(t, { capacity: 1 });
    const booking = await bookOk(t, asha, SLOT_ID, 1);
    const entry = (await joinWaitlist(t, ravi, SLOT_ID, 1)).json();
    t.clock.advance(1);
    await joinWaitlist(t, meena, SLOT_ID, 1);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry.id}`,
      headers: { cookie: meena.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    await cancel(t, asha, booking.id);
    expect(await waitlistOf(t, ravi)).toMatchObject([{ state: 'offered' }]);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry.id}`,
      headers: { cookie: ravi.cookie },
    });
    expect(left.statusCode).toBe(204);
    expect(await waitlistOf(t, ravi)).toEqual([]);
    expect(await myHolds(t, ravi)).toEqual([]);
    expect(await waitlistOf(t, meena)).toMatchObject([{ state: 'offered' }]);
  });

  it('removes the entries of slots that have started', async () => {
    await slotFor(t, { capacity: 1, booked: 1 });
    await joinWaitlist(t, ravi, SLOT_ID, 1);
    expect((await pruneExpired(t.database.db, new Date('2026-11-22T03:59:00.000Z'))).waitlist).toBe(0);
    expect((await pruneExpired(t.database.db, new Date('2026-11-22T04:00:00.000Z'))).waitlist).toBe(1);
  });
});
