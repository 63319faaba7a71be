import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

// 2026-11-20 10:00 in India (a Friday). 2026-11-28 and 2026-12-05 are Saturdays.
const NOW = '2026-11-20T04:30:00.000Z';
const RANGE = { from: '2026-11-28', to: '2026-12-05' };
const SATURDAY = 6;

// The default week: 09:30 to a last entry at 15:30, 30 minutes. At 45 minutes a Saturday's
// template starts 09:30 10:15 11:00 … 15:30; four of those (10:15, 11:45, 13:15, 14:45) are not
// among the 30-minute slots and each would sit across two of them.
const FOUR_BETWEEN = [
  '10:15 AM - 11:00 AM',
  '11:45 AM - 12:30 PM',
  '01:15 PM - 02:00 PM',
  '02:45 PM - 03:30 PM',
];

describeEachDatabase('a template change on days that already have slots', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
  });
  afterEach(() => t.close());

  const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: payload as object });

  async function changeDay(weekday: number, change: object) {
    const { days } = (await asAdmin('GET', '/api/admin/schedule')).json();
    days[weekday] = { ...days[weekday], ...change };
    expect((await asAdmin('PUT', '/api/admin/schedule', { days })).statusCode).toBe(200);
  }

  /** Every pair of slots of one date whose times overlap, as `id & id`. */
  async function overlappingPairs(): Promise<string[]> {
    const rows = await t.database.db
      .selectFrom('slots')
      .select(['id', 'date', 'starts_at', 'ends_at'])
      .orderBy('starts_at')
      .execute();
    const pairs: string[] = [];
    for (const [index, slot] of rows.entries()) {
      for (const other of rows.slice(index + 1)) {
        const overlap =
          other.date === slot.date &&
          Date.parse(other.starts_at) < Date.parse(slot.ends_at) &&
          Date.parse(slot.starts_at) < Date.parse(other.ends_at);
        if (overlap) pairs.push(`${slot.id} & ${other.id}`);
      }
    }
    return pairs;
  }
  const slotIds = async (date: string) =>
    (
      await t.database.db.selectFrom('slots').select('id').where('date', '=', date).orderBy('id').execute()
    ).map((row) => row.id);

  it('previews and generates no slot between the existing ones, saying how many and why', async () => {
    expect((await asAdmin('POST', '/api/admin/slots/generate', RANGE)).json().added).toBe(8 * 13);
    await changeDay(SATURDAY, { slotMinutes: 45 });

    const preview = await asAdmin('POST', '/api/admin/slots/generate', { ...RANGE, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, added: 0, days: [] });
    expect(preview.json().overlapping).toEqual([
      { date: '2026-11-28', notAdded: FOUR_BETWEEN, existing: 13 },
      { date: '2026-12-05', notAdded: FOUR_BETWEEN, existing: 13 },
    ]);

    const generated = await asAdmin('POST', '/api/admin/slots/generate', RANGE);
    expect(generated.json()).toMatchObject({ dryRun: false, added: 0, days: [] });
    expect(generated.json().overlapping).toHaveLength(2);
    expect(await overlappingPairs()).toEqual([]);
    expect(await slotIds('2026-11-28')).toHaveLength(13);
  });

  it('adds the new slots that overlap none of the day, closed slots counting as slots', async () => {
    await insertSlot(t.database.db, { date: '2026-11-28', time: '09:30' });
    await insertSlot(t.database.db, { date: '2026-11-28', time: '10:00', closed: true });
    await changeDay(SATURDAY, { slotMinutes: 45 });

    const generated = await asAdmin('POST', '/api/admin/slots/generate', {
      from: '2026-11-28',
      to: '2026-11-28',
    });
    expect(generated.json()).toMatchObject({
      added: 7,
      days: [{ date: '2026-11-28', added: expect.arrayContaining(['11:00 AM - 11:45 AM']) }],
      overlapping: [{ date: '2026-11-28', notAdded: ['10:15 AM - 11:00 AM'], existing: 2 }],
    });
    expect(await slotIds('2026-11-28')).toEqual([
      '2026-11-28T09:30',
      '2026-11-28T10:00',
      '2026-11-28T11:00',
      '2026-11-28T11:45',
      '2026-11-28T12:30',
      '2026-11-28T13:15',
      '2026-11-28T14:00',
      '2026-11-28T14:45',
      '2026-11-28T15:30',
    ]);
    expect(await overlappingPairs()).toEqual([]);
  });

  it('fills the horizon (at start-up and daily) without overlapping slots either', async () => {
    await t.services.schedule.fillHorizon();
    await changeDay(SATURDAY, { slotMinutes: 45 });
    await changeDay(2, { slotMinutes: 20, firstStart: '09:00' });
    t.clock.advance(24 * 60);

    // The day the horizon gains, 2027-01-19, is a Tuesday without slots: all 20 of the new
    // template. The six open Tuesdays already filled get only 09:00–09:20, which ends before
    // their first slot; every other new Tuesday slot overlaps theirs.
    expect(await t.services.schedule.fillHorizonWhenDue()).toBe(20 + 6);
    expect(await slotIds('2027-01-19')).toHaveLength(20);
    expect((await slotIds('2026-12-01')).slice(0, 2)).toEqual(['2026-12-01T09:00', '2026-12-01T09:30']);
    expect(await overlappingPairs()).toEqual([]);
    expect(await slotIds('2026-11-28')).toHaveLength(13);
  });

  it('says which days closed by the week keep their slots', async () => {
    await asAdmin('POST', '/api/admin/slots/generate', RANGE);
    await changeDay(SATURDAY, { open: false });
    await changeDay(0, { open: false });
    await t.database.db.deleteFrom('slots').where('date', '=', '2026-11-29').execute();
    const preview = await asAdmin('POST', '/api/admin/slots/generate', { ...RANGE, dryRun: true });
    expect(preview.json().skipped).toEqual([
      { date: '2026-11-28', why: 'closed_weekday', existing: 13 },
      { date: '2026-11-29', why: 'closed_weekday', existing: 0 },
      { date: '2026-12-05', why: 'closed_weekday', existing: 13 },
    ]);
  });
});
