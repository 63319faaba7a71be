import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  bookOk,
  hold,
  holdOk,
  listedSlot,
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
} from './holds.test-helpers';

describeEachDatabase('seats held while the visitor verifies', (kind) => {
  let t: TestApp;
  let asha: Visitor;
  let ravi: Visitor;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    asha = await visitor(t, 'asha');
    ravi = await visitor(t, 'ravi');
  });
  afterEach(() => t.close());

  it('holds seats for HOLD_MINUTES and shows them as held to everyone, as theirs to the holder', async () => {
    await slotFor(t, { capacity: 10, booked: 2 });
    const response = await hold(t, asha, { slotId: SLOT_ID, seats: 3 });
    expect(response.statusCode).toBe(201);
    const taken = response.json();
    expect(taken).toEqual({
      id: expect.any(String),
      slotId: SLOT_ID,
      seats: 3,
      expiresAt: '2026-11-20T04:45:00.000Z',
      offer: false,
    });
    expect(await myHolds(t, asha)).toEqual([taken]);
    expect(await myHolds(t, ravi)).toEqual([]);
    expect(await listedSlot(t, SLOT_ID, asha)).toMatchObject({ booked: 2, held: 3, heldForYou: 3 });
    expect(await listedSlot(t, SLOT_ID, ravi)).toMatchObject({ booked: 2, held: 3, heldForYou: 0 });
    expect(await listedSlot(t, SLOT_ID)).toMatchObject({ held: 3, heldForYou: 0 });
  });

  it('refuses a hold beyond the free seats, the capacity, or outside a bookable slot', async () => {
    await slotFor(t, { capacity: 5, booked: 3 });
    const full = await hold(t, asha, { slotId: SLOT_ID, seats: 3 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('slot_full');
    expect((await hold(t, asha, { slotId: SLOT_ID, seats: 6 })).json().error.code).toBe('too_many_people');
    expect((await hold(t, asha, { slotId: SLOT_ID, seats: 0 })).statusCode).toBe(400);
    expect((await hold(t, asha, { slotId: '2026-11-22T23:00', seats: 1 })).statusCode).toBe(404);
    expect((await hold(t, null, { slotId: SLOT_ID, seats: 1 })).statusCode).toBe(401);
    await slotFor(t, { date: '2026-11-20', time: '10:15' }); // starts within the 30-minute lookahead
    expect((await hold(t, asha, { slotId: '2026-11-20T10:15', seats: 1 })).json().error.code).toBe(
      'slot_not_bookable',
    );
    expect(await myHolds(t, asha)).toEqual([]);
    expect((await hold(t, asha, { slotId: SLOT_ID, seats: 2 })).statusCode).toBe(201);
  });

  it('keeps held seats from everyone else: their holds and bookings are refused, the slot is full for them', async () => {
    await slotFor(t, { capacity: 4 });
    await holdOk(t, asha, SLOT_ID, 4);
    expect((await hold(t, ravi, { slotId: SLOT_ID, seats: 1 })).json().error.code).toBe('slot_full');
    const booking = await postBooking(t, ravi, SLOT_ID, 1);
    expect(booking.statusCode).toBe(409);
    expect(booking.json().error.code).toBe('slot_full');
    expect(await listedSlot(t, SLOT_ID, ravi)).toMatchObject({ held: 4, heldForYou: 0, full: true });
    expect((await t.app.inject({ url: '/api/dates', headers: { cookie: ravi.cookie } })).json()).toEqual({
      dates: [],
      full: [VISIT_DATE],
    });
    expect(await listedSlot(t, SLOT_ID, asha)).toMatchObject({ held: 4, heldForYou: 4, full: false });
    expect((await seatsOf(t, SLOT_ID)).booked).toBe(0);
  });

  it('keeps one live hold per visitor: a new slot replaces the old hold, the same slot resizes it', async () => {
    await slotFor(t, { capacity: 6 });
    await slotFor(t, { capacity: 6, time: '10:00' });
    const first = await holdOk(t, asha, SLOT_ID, 2);
    const grown = await holdOk(t, asha, SLOT_ID, 5);
    expect(grown).toMatchObject({ id: first.id, seats: 5 });
    // Growing past the free seats leaves the hold as it was.
    await holdOk(t, ravi, SLOT_ID, 1);
    expect((await hold(t, asha, { slotId: SLOT_ID, seats: 6 })).json().error.code).toBe('slot_full');
    expect(await myHolds(t, asha)).toEqual([grown]);
    const shrunk = await holdOk(t, asha, SLOT_ID, 1);
    expect(shrunk).toMatchObject({ id: first.id, seats: 1 });
    const moved = await holdOk(t, asha, '2026-11-22T10:00', 3);
    expect(await myHolds(t, asha)).toEqual([moved]);
    expect(await listedSlot(t, SLOT_ID, ravi)).toMatchObject({ held: 1, heldForYou: 1 });
    expect(await listedSlot(t, '2026-11-22T10:00', ravi)).toMatchObject({ held: 3, heldForYou: 0 });
  });

  it('books within a live hold even when every other seat is taken, using the hold up', async () => {
    await slotFor(t, { capacity: 4 });
    const held = await holdOk(t, asha, SLOT_ID, 4);
    t.clock.advance(14);
    const response = await postBooking(t, asha, SLOT_ID, 4, held.id);
    expect(response.statusCode).toBe(201);
    expect(await myHolds(t, asha)).toEqual([]);
    expect(await seatsOf(t, SLOT_ID)).toEqual({ booked: 4, capacity: 4 });
    expect(await listedSlot(t, SLOT_ID, asha)).toMatchObject({ booked: 4, heldForYou: 0, full: true });
  });

  it('books after the hold ran out while the seats are still free', async () => {
    await slotFor(t, { capacity: 4 });
    const held = await holdOk(t, asha, SLOT_ID, 3);
    t.clock.advance(16);
    expect(await myHolds(t, asha)).toEqual([]);
    expect(await listedSlot(t, SLOT_ID, ravi)).toMatchObject({ held: 0 });
    expect((await postBooking(t, asha, SLOT_ID, 3, held.id)).statusCode).toBe(201);
    expect((await seatsOf(t, SLOT_ID)).booked).toBe(3);
  });

  it('says plainly when the hold ran out and the seats were taken meanwhile', async () => {
    await slotFor(t, { capacity: 4 });
    const held = await holdOk(t, asha, SLOT_ID, 3);
    t.clock.advance(15); // expires_at is exclusive: at the very minute the hold no longer counts
    await bookOk(t, ravi, SLOT_ID, 2);
    const response = await postBooking(t, asha, SLOT_ID, 3, held.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'hold_expired',
      message: expect.stringContaining('released when the time ran out'),
    });
    expect((await seatsOf(t, SLOT_ID)).booked).toBe(2);
  });

  it('releases a hold at once for its owner only; anyone else gets a 404', async () => {
    await slotFor(t, { capacity: 4 });
    const held = await holdOk(t, asha, SLOT_ID, 4);
    const stranger = await release(t, ravi, held.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('not_found');
    expect(await myHolds(t, asha)).toHaveLength(1);
    expect((await release(t, asha, held.id)).statusCode).toBe(204);
    expect(await myHolds(t, asha)).toEqual([]);
    expect((await release(t, asha, held.id)).statusCode).toBe(404);
    expect(await listedSlot(t, SLOT_ID, ravi)).toMatchObject({ held: 0 });
    expect((await hold(t, ravi, { slotId: SLOT_ID, seats: 4 })).statusCode).toBe(201);
  });

  it('never ends a hold past the slot’s last bookable moment', async () => {
    // Today 10:40 India; with the 30-minute lookahead it can be booked until 10:10.
    await slotFor(t, { date: '2026-11-20', time: '10:40' });
    const held = await holdOk(t, asha, '2026-11-20T10:40', 2);
    expect(held.expiresAt).toBe('2026-11-20T04:40:00.000Z');
  });
});
