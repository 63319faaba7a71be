import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  bookOk,
  cancel,
  holdOk,
  NOW,
  release,
  SLOT_ID,
  VISIT_DATE,
  type Visitor,
  visitor,
} from '../holds/holds.test-helpers';

// Availability answers are kept between reads (decision 0031). Each test reads first, so an
// answer is kept, then writes the way the app does, then reads again: the very next read must
// show the change, to a guest, to a visitor holding nothing and to the one holding seats.

const OTHER_DATE = '2026-11-23';

describeEachDatabase('availability right after each kind of change', (kind) => {
  let t: TestApp;
  let meera: Visitor;
  let ravi: Visitor;
  let admin: SignedInUser;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    await insertSlot(t.database.db, { date: VISIT_DATE, time: '09:30', capacity: 4 });
    meera = await visitor(t, 'meera');
    ravi = await visitor(t, 'ravi');
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
  });
  afterEach(() => t.close());

  /** What `who` (or a guest) is offered: the dates, full and not, and the slot (undefined when not listed). */
  async function offered(who?: Visitor) {
    const headers = who ? { cookie: who.cookie } : {};
    const { dates, full } = (await t.app.inject({ url: '/api/dates', headers })).json();
    const slots = (await t.app.inject({ url: `/api/slots?date=${VISIT_DATE}`, headers })).json().slots;
    return { dates, full, slot: slots.find((slot: { id: string }) => slot.id === SLOT_ID) };
  }
  /** The slot is full for them: listed as full, its date among the full ones (waiting list open). */
  const FULL = { dates: [], full: [VISIT_DATE], slot: expect.objectContaining({ full: true }) };
  /** The slot is not offered at all (closed, or past its cut-off). */
  const GONE = { dates: [], full: [], slot: undefined };

  const asAdmin = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

  it('shows a booking at once, and shows the slot and its date as full when it fills', async () => {
    expect((await offered()).slot).toMatchObject({ booked: 0, available: 4 });
    await bookOk(t, meera, SLOT_ID, 3);
    expect((await offered()).slot).toMatchObject({ booked: 3, held: 0 });
    await bookOk(t, ravi, SLOT_ID, 1);
    expect(await offered()).toEqual(FULL);
  });

  it('gives a cancelled booking’s seats back at once', async () => {
    const ticket = await bookOk(t, meera, SLOT_ID, 4);
    expect(await offered(ravi)).toEqual(FULL);
    expect((await cancel(t, meera, ticket.id)).statusCode).toBe(200);
    expect(await offered(ravi)).toMatchObject({ dates: [VISIT_DATE], slot: { booked: 0 } });
  });

  it('shows a hold as held to everyone and as theirs to the holder, and gives it back when released', async () => {
    for (const who of [undefined, meera, ravi]) expect((await offered(who)).slot).toMatchObject({ held: 0 });
    const held = await holdOk(t, meera, SLOT_ID, 3);
    expect((await offered()).slot).toMatchObject({ held: 3, heldForYou: 0 });
    expect((await offered(ravi)).slot).toMatchObject({ held: 3, heldForYou: 0 });
    expect((await offered(meera)).slot).toMatchObject({ held: 3, heldForYou: 3 });
    expect((await release(t, meera, held.id)).statusCode).toBe(204);
    for (const who of [undefined, meera, ravi]) {
      expect((await offered(who)).slot).toMatchObject({ held: 0, heldForYou: 0 });
    }
  });

  it('frees a hold’s seats the moment it lapses, though nothing is written then', async () => {
    const held = await holdOk(t, meera, SLOT_ID, 4);
    expect(await offered(ravi)).toEqual(FULL);
    // The holder still has the slot (the held seats are theirs), and so its date.
    expect(await offered(meera)).toMatchObject({ dates: [VISIT_DATE], slot: { heldForYou: 4, full: false } });
    t.clock.set(new Date(Date.parse(held.expiresAt) - 1).toISOString());
    expect(await offered(ravi)).toEqual(FULL);
    t.clock.set(held.expiresAt);
    expect(await offered(ravi)).toMatchObject({ dates: [VISIT_DATE], slot: { held: 0 } });
    expect(await offered(meera)).toMatchObject({ dates: [VISIT_DATE], slot: { held: 0, heldForYou: 0 } });
  });

  it('shows a capacity change at once', async () => {
    expect((await offered()).slot).toMatchObject({ available: 4 });
    expect((await asAdmin('PATCH', `/api/admin/slots/${SLOT_ID}`, { capacity: 10 })).statusCode).toBe(200);
    expect((await offered()).slot).toMatchObject({ available: 10 });
    expect((await asAdmin('PATCH', `/api/admin/slots/${SLOT_ID}`, { closed: true })).statusCode).toBe(200);
    expect(await offered()).toEqual(GONE);
  });

  it('takes a closed day off at once', async () => {
    expect((await offered()).dates).toEqual([VISIT_DATE]);
    const closed = await asAdmin('POST', '/api/admin/closures', { date: VISIT_DATE, reason: 'Flooded hall' });
    expect(closed.statusCode).toBe(201);
    expect(await offered()).toEqual(GONE);
  });

  it('offers generated slots at once', async () => {
    expect((await offered()).dates).toEqual([VISIT_DATE]);
    const generated = await asAdmin('POST', '/api/admin/slots/generate', {
      from: OTHER_DATE,
      to: OTHER_DATE,
    });
    expect(generated.statusCode).toBe(200);
    expect((await offered()).dates).toEqual([VISIT_DATE, OTHER_DATE]);
    const slots = (await t.app.inject(`/api/slots?date=${OTHER_DATE}`)).json().slots;
    expect(slots.length).toBeGreaterThan(0);
  });

  it('frees the seats held by an account as it is deleted', async () => {
    await holdOk(t, meera, SLOT_ID, 4);
    expect(await offered(ravi)).toEqual(FULL);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: meera.cookie },
      payload: { email: meera.email },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await offered(ravi)).toMatchObject({ dates: [VISIT_DATE], slot: { held: 0 } });
  });

  it('stops offering a slot at its cut-off, though nothing is written then', async () => {
    // 09:30 on the visit day in India is 04:00 UTC; offered until 30 minutes before.
    t.clock.set('2026-11-22T03:30:00.000Z');
    expect((await offered()).slot).toMatchObject({ id: SLOT_ID });
    t.clock.set('2026-11-22T03:30:00.001Z');
    expect(await offered()).toEqual(GONE);
  });
});

// Several app instances share one PostgreSQL database: what one writes, the others show once
// a snapshot taken after it is the one their reads are checked against, within the staleness
// bound (decision 0049). `changesHeard` waits for that, not for a time.
describe.runIf(process.env.TEST_DATABASE_URL)('availability across two app instances [postgres]', () => {
  let first: TestApp;
  let second: TestApp;
  beforeEach(async () => {
    first = await createTestApp('postgres', { now: NOW });
    second = await createTestApp('postgres', {
      now: NOW,
      env: { DATABASE_URL: first.config.databaseUrl },
    });
    await insertSlot(first.database.db, { date: VISIT_DATE, time: '09:30', capacity: 4 });
  });
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('shows on one instance the booking, hold and capacity change made through the other', async () => {
    const slotOn = async (app: TestApp) =>
      (await app.app.inject(`/api/slots?date=${VISIT_DATE}`)).json().slots[0];
    expect(await slotOn(first)).toMatchObject({ booked: 0, held: 0 });
    const meera = await visitor(second, 'meera');
    await bookOk(second, meera, SLOT_ID, 2);
    await first.database.changesHeard();
    expect(await slotOn(first)).toMatchObject({ booked: 2, held: 0 });
    await holdOk(second, meera, SLOT_ID, 1);
    await first.database.changesHeard();
    expect(await slotOn(first)).toMatchObject({ booked: 2, held: 1 });
    await second.database.db.updateTable('slots').set({ capacity: 9 }).where('id', '=', SLOT_ID).execute();
    await first.database.changesHeard();
    expect(await slotOn(first)).toMatchObject({ available: 9 });
    expect((await first.app.inject('/api/dates')).json().dates).toEqual([VISIT_DATE]);
  });
});
