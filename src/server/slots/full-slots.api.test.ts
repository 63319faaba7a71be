import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bookOk, cancel, holdOk, NOW, VISIT_DATE, type Visitor, visitor } from '../holds/holds.test-helpers';

// A full slot stays listed (full: true) and a day whose slots are all full stays offered in
// `full`, so a visitor can reach the waiting list without losing a race first.

const FIRST = `${VISIT_DATE}T09:30`;
const SECOND = `${VISIT_DATE}T10:00`;
const OTHER_DATE = '2026-11-23';

describeEachDatabase('full slots and full dates', (kind) => {
  let t: TestApp;
  let meera: Visitor;
  let ravi: Visitor;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    await insertSlot(t.database.db, { date: VISIT_DATE, time: '09:30', capacity: 2 });
    await insertSlot(t.database.db, { date: VISIT_DATE, time: '10:00', capacity: 2 });
    await insertSlot(t.database.db, { date: OTHER_DATE, time: '09:30', capacity: 2 });
    meera = await visitor(t, 'meera');
    ravi = await visitor(t, 'ravi');
  });
  afterEach(() => t.close());

  const read = async (url: string, who?: Visitor) =>
    (await t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} })).json();

  it('lists a full slot as full beside one with seats, and its date among the bookable ones', async () => {
    await bookOk(t, meera, FIRST, 2);
    expect(await read(`/api/slots?date=${VISIT_DATE}`)).toEqual({
      date: VISIT_DATE,
      slots: [
        expect.objectContaining({ id: FIRST, available: 2, booked: 2, held: 0, full: true }),
        expect.objectContaining({ id: SECOND, available: 2, booked: 0, held: 0, full: false }),
      ],
    });
    expect(await read('/api/dates')).toEqual({ dates: [VISIT_DATE, OTHER_DATE], full: [] });
  });

  it('moves a day whose slots are all full to `full`, and back when a seat comes free', async () => {
    await bookOk(t, meera, FIRST, 2);
    const ticket = await bookOk(t, ravi, SECOND, 2);
    expect(await read('/api/dates')).toEqual({ dates: [OTHER_DATE], full: [VISIT_DATE] });
    const slots = (await read(`/api/slots?date=${VISIT_DATE}`)).slots;
    expect(slots.map((slot: { id: string; full: boolean }) => [slot.id, slot.full])).toEqual([
      [FIRST, true],
      [SECOND, true],
    ]);
    expect((await cancel(t, ravi, ticket.id)).statusCode).toBe(200);
    expect(await read('/api/dates')).toEqual({ dates: [VISIT_DATE, OTHER_DATE], full: [] });
  });

  it('counts seats held for others as taken, and a holder’s own seats as theirs', async () => {
    await holdOk(t, meera, FIRST, 2);
    expect((await read(`/api/slots?date=${VISIT_DATE}`, ravi)).slots[0]).toMatchObject({
      id: FIRST,
      held: 2,
      full: true,
    });
    expect((await read(`/api/slots?date=${VISIT_DATE}`, meera)).slots[0]).toMatchObject({
      id: FIRST,
      heldForYou: 2,
      full: false,
    });
  });

  it('lets a visitor join the waiting list of a slot listed as full', async () => {
    await bookOk(t, meera, FIRST, 2);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: ravi.cookie },
      payload: { slotId: FIRST, seats: 1 },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ slotId: FIRST, seats: 1, state: 'waiting', ahead: 0 });
  });

  it('leaves out a full slot past its booking cut-off, and a closed one', async () => {
    await bookOk(t, meera, FIRST, 2);
    await t.database.db.updateTable('slots').set({ closed: 1 }).where('id', '=', SECOND).execute();
    expect((await read(`/api/slots?date=${VISIT_DATE}`)).slots.map((s: { id: string }) => s.id)).toEqual([
      FIRST,
    ]);
    // 09:00 on the visit day: the 09:30 slot's 30-minute cut-off has passed.
    t.clock.set('2026-11-22T03:30:00.001Z');
    expect((await read(`/api/slots?date=${VISIT_DATE}`)).slots).toEqual([]);
    expect(await read('/api/dates')).toEqual({ dates: [OTHER_DATE], full: [] });
  });
});
