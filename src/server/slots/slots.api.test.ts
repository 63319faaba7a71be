import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('slots API', (kind) => {
  let t: TestApp;

  // 2026-11-20 10:00 in India (04:30 UTC). 2026-11-24 is the last Tuesday of November.
  beforeEach(async () => {
    t = await createTestApp(kind, { now: '2026-11-20T04:30:00.000Z' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
  });
  afterEach(() => t.close());

  async function generate(from: string, to: string) {
    return (await t.services.schedule.generate(null, { from, to })).added;
  }

  it('lists dates with bookable slots in ascending order, skipping the closed last Tuesday', async () => {
    await generate('2026-11-19', '2026-11-26');
    const response = await t.app.inject('/api/dates');
    expect(response.statusCode).toBe(200);
    expect(response.json().dates).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('offers today only the slots starting at least 30 minutes from now', async () => {
    await generate('2026-11-20', '2026-11-20');
    const response = await t.app.inject('/api/slots?date=2026-11-20');
    const slots = response.json().slots;
    // 10:00 now: the 10:00 slot has started, the 10:30 one is exactly 30 minutes away.
    expect(slots[0]).toMatchObject({
      id: '2026-11-20T10:30',
      label: '10:30 AM - 11:00 AM',
      available: 50,
      booked: 0,
    });
    expect(slots.at(-1).label).toBe('03:30 PM - 04:00 PM');
  });

  it('lists a full slot as full beside one with a seat left', async () => {
    await generate('2026-11-21', '2026-11-21');
    await t.database.db
      .updateTable('slots')
      .set({ booked: 50 })
      .where('id', '=', '2026-11-21T09:30')
      .execute();
    await t.database.db
      .updateTable('slots')
      .set({ booked: 49 })
      .where('id', '=', '2026-11-21T10:00')
      .execute();
    const slots = (await t.app.inject('/api/slots?date=2026-11-21')).json().slots;
    expect(slots[0]).toMatchObject({ id: '2026-11-21T09:30', booked: 50, available: 50, full: true });
    expect(slots[1]).toMatchObject({ id: '2026-11-21T10:00', booked: 49, available: 50, full: false });
  });

  it('leaves out closed slots, and a date whose open slots are all closed', async () => {
    await generate('2026-11-21', '2026-11-22');
    await t.database.db.updateTable('slots').set({ closed: 1 }).where('date', '=', '2026-11-21').execute();
    await t.database.db
      .updateTable('slots')
      .set({ closed: 1 })
      .where('id', '=', '2026-11-22T09:30')
      .execute();
    expect((await t.app.inject('/api/dates')).json().dates).toEqual(['2026-11-22']);
    expect((await t.app.inject('/api/slots?date=2026-11-21')).json().slots).toEqual([]);
    const slots = (await t.app.inject('/api/slots?date=2026-11-22')).json().slots;
    expect(slots[0].id).toBe('2026-11-22T10:00');
  });

  it('gives generated slots their end', async () => {
    await generate('2026-11-22', '2026-11-22');
    const slot = await t.database.db
      .selectFrom('slots')
      .select(['starts_at', 'ends_at', 'closed'])
      .where('id', '=', '2026-11-22T12:00')
      .executeTakeFirstOrThrow();
    expect(slot).toEqual({
      starts_at: '2026-11-22T06:30:00.000Z',
      ends_at: '2026-11-22T07:00:00.000Z',
      closed: 0,
    });
  });

  it('never lets booked exceed capacity in the database', async () => {
    await generate('2026-11-21', '2026-11-21');
    await expect(
      t.database.db.updateTable('slots').set({ booked: 51 }).where('id', '=', '2026-11-21T09:30').execute(),
    ).rejects.toThrow();
  });

  it('generating twice adds nothing and leaves existing slots untouched', async () => {
    expect(await generate('2026-11-21', '2026-11-22')).toBe(26);
    await t.database.db
      .updateTable('slots')
      .set({ booked: 7 })
      .where('id', '=', '2026-11-21T09:30')
      .execute();
    expect(await generate('2026-11-20', '2026-11-22')).toBe(13);
    const first = (await t.app.inject('/api/slots?date=2026-11-21')).json().slots[0];
    expect(first.booked).toBe(7);
  });

  it.each([
    ['2026-02-30', 'date: date is not a real calendar day'],
    ['21-11-2026', 'date: date must be written as YYYY-MM-DD'],
    ['', 'date: date must be written as YYYY-MM-DD'],
  ])('refuses date=%s with a 400', async (date, message) => {
    const response = await t.app.inject(`/api/slots?date=${date}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_input', message } });
  });

  it('refuses a missing date with a 400', async () => {
    const response = await t.app.inject('/api/slots');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
  });
});
