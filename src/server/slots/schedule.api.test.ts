import { afterEach, beforeEach, expect, it } from 'vitest';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

// 2026-11-20 10:00 in India (a Friday). 2026-11-24 is the last Tuesday of November.
const NOW = '2026-11-20T04:30:00.000Z';

type Method = 'GET' | 'PUT' | 'POST';

describeEachDatabase('the weekly schedule and slot generation', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
  });
  afterEach(() => t.close());

  const asAdmin = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: payload as object });
  const slotCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('slots')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audit = async (action: string) =>
    (await asAdmin('GET', `/api/admin/audit?action=${action}`)).json().entries;

  /** Monday closed; Sunday short, with hour-long slots of 20 seats. */
  async function editWeek() {
    const { days } = (await asAdmin('GET', '/api/admin/schedule')).json();
    days[1].open = false;
    days[0] = { ...days[0], firstStart: '10:00', lastEntry: '12:00', slotMinutes: 60, capacity: 20 };
    return asAdmin('PUT', '/api/admin/schedule', { days });
  }

  it('starts from the config file: every day open, 09:30 to a last entry at 15:30, 30 minutes, 50 seats', async () => {
    const response = await asAdmin('GET', '/api/admin/schedule');
    expect(response.statusCode).toBe(200);
    expect(response.json().days).toHaveLength(7);
    for (const [weekday, day] of response.json().days.entries()) {
      expect(day).toEqual({
        weekday,
        open: true,
        firstStart: '09:30',
        lastEntry: '15:30',
        slotMinutes: 30,
        capacity: 50,
      });
    }
  });

  it('saves the week and records who changed what, before and after', async () => {
    const saved = await editWeek();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().days[1].open).toBe(false);
    expect((await asAdmin('GET', '/api/admin/schedule')).json().days[0]).toEqual({
      weekday: 0,
      open: true,
      firstStart: '10:00',
      lastEntry: '12:00',
      slotMinutes: 60,
      capacity: 20,
    });
    const [entry] = await audit('schedule.update');
    expect(entry).toMatchObject({ actor: { email: 'admin@example.org' }, subject: 'weekly' });
    expect(entry.before.days[1].open).toBe(true);
    expect(entry.after.days[1].open).toBe(false);
    expect(entry.after.days[0].capacity).toBe(20);
  });

  it('refuses a week that makes no sense, naming the problem, and keeps the old one', async () => {
    const { days } = (await asAdmin('GET', '/api/admin/schedule')).json();
    days[3].lastEntry = '08:00';
    const refused = await asAdmin('PUT', '/api/admin/schedule', { days });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'days.3.lastEntry: the last entry is before the first slot starts',
    );
    const sixDays = await asAdmin('PUT', '/api/admin/schedule', { days: days.slice(1) });
    expect(sixDays.statusCode).toBe(400);
    const badTime = await asAdmin('PUT', '/api/admin/schedule', {
      days: days.map((day: object) => ({ ...day, firstStart: '9.30' })),
    });
    expect(badTime.statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/schedule')).json().days[3].lastEntry).toBe('15:30');
    expect(await audit('schedule.update')).toEqual([]);
  });

  it('previews per day without adding anything, skipping closed weekdays and the last Tuesday', async () => {
    await editWeek();
    const preview = await asAdmin('POST', '/api/admin/slots/generate', {
      from: '2026-11-23',
      to: '2026-11-29',
      dryRun: true,
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ from: '2026-11-23', to: '2026-11-29', dryRun: true, added: 4 * 13 + 3 });
    expect(body.skipped).toEqual([
      { date: '2026-11-23', why: 'closed_weekday', existing: 0 },
      { date: '2026-11-24', why: 'last_tuesday', existing: 0 },
    ]);
    expect(body.overlapping).toEqual([]);
    expect(body.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(body.days[4].added).toEqual(['10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM', '12:00 PM - 01:00 PM']);
    expect(await slotCount()).toBe(0);
    expect(await audit('slots.generate')).toEqual([]);
  });

  it('generates what the preview showed, once: a second run adds nothing and existing slots stay', async () => {
    await editWeek();
    const range = { from: '2026-11-23', to: '2026-11-29' };
    const first = await asAdmin('POST', '/api/admin/slots/generate', range);
    expect(first.json()).toMatchObject({ dryRun: false, added: 55 });
    expect(await slotCount()).toBe(55);
    const sunday = await t.database.db
      .selectFrom('slots')
      .select(['id', 'capacity'])
      .where('date', '=', '2026-11-29')
      .orderBy('id')
      .execute();
    expect(sunday).toEqual([
      { id: '2026-11-29T10:00', capacity: 20 },
      { id: '2026-11-29T11:00', capacity: 20 },
      { id: '2026-11-29T12:00', capacity: 20 },
    ]);

    // An admin changed one slot and the week; the slot keeps its own capacity.
    await t.database.db
      .updateTable('slots')
      .set({ capacity: 7 })
      .where('id', '=', '2026-11-25T09:30')
      .execute();
    const { days } = (await asAdmin('GET', '/api/admin/schedule')).json();
    await asAdmin('PUT', '/api/admin/schedule', {
      days: days.map((day: object) => ({ ...day, capacity: 99 })),
    });
    t.clock.advance(1);
    const again = await asAdmin('POST', '/api/admin/slots/generate', range);
    expect(again.json()).toMatchObject({ added: 0, days: [] });
    expect(await slotCount()).toBe(55);
    const kept = await t.database.db
      .selectFrom('slots')
      .select('capacity')
      .where('id', '=', '2026-11-25T09:30')
      .executeTakeFirstOrThrow();
    expect(kept.capacity).toBe(7);

    const entries = await audit('slots.generate');
    expect(entries[entries.length - 1]).toMatchObject({
      actor: { email: 'admin@example.org' },
      after: { from: '2026-11-23', to: '2026-11-29', added: 55 },
    });
  });

  it('refuses a range backwards or longer than a year', async () => {
    const backwards = await asAdmin('POST', '/api/admin/slots/generate', {
      from: '2026-12-02',
      to: '2026-12-01',
    });
    expect(backwards.statusCode).toBe(400);
    const long = await asAdmin('POST', '/api/admin/slots/generate', { from: '2026-12-01', to: '2028-12-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('to: at most 366 days at a time');
  });

  it('keeps the horizon filled by itself: from today, SLOT_HORIZON_DAYS days, once a day', async () => {
    const added = await t.services.schedule.fillHorizon();
    // 60 days from 2026-11-20: the last Tuesdays of November and December get none.
    expect(added).toBe(58 * 13);
    expect(await t.services.schedule.fillHorizonWhenDue()).toBe(0);
    t.clock.advance(24 * 60);
    expect(await t.services.schedule.fillHorizonWhenDue()).toBe(13);
    const [entry] = await audit('slots.generate');
    expect(entry).toMatchObject({ actor: null, after: { added: 13, by: 'horizon' } });
  });
});

describeEachDatabase('who may run the schedule', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
  });
  afterEach(() => t.close());

  it('admins only: 401 signed out, 403 for visitors and staff', async () => {
    const visitor = await signIn(t, 'visitor@example.org');
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const { days } = (await t.services.schedule.current()) as { days: unknown[] };
    const calls: [Method, string, unknown][] = [
      ['GET', '/api/admin/schedule', undefined],
      ['PUT', '/api/admin/schedule', { days }],
      ['POST', '/api/admin/slots/generate', { from: '2026-12-01', to: '2026-12-02' }],
    ];
    for (const [method, url, payload] of calls) {
      const call = (cookie?: string) =>
        t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
      expect((await call()).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(visitor.cookie)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(staff.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.database.db.selectFrom('slots').select('id').execute()).toEqual([]);
  });
});
