import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { openSqliteConnection, prepareKept } from '../db/sqlite-handles';
import { createAvailabilityCache } from './availability-cache';

// Availability answers may be reused (on SQLite), but a change of seats must show at once.
// 2026-11-20 10:00 in India (04:30 UTC).
const NOW = '2026-11-20T04:30:00.000Z';

async function generate(t: TestApp, from: string, to: string) {
  await t.services.schedule.generate(null, { from, to });
}

async function firstSlot(t: TestApp, date: string) {
  return (await t.app.inject(`/api/slots?date=${date}`)).json().slots[0];
}

async function dates(t: TestApp): Promise<string[]> {
  return (await t.app.inject('/api/dates')).json().dates;
}

async function fullDates(t: TestApp): Promise<string[]> {
  return (await t.app.inject('/api/dates')).json().full;
}

async function firstFreeSlot(t: TestApp, date: string) {
  return (await t.app.inject(`/api/slots?date=${date}`))
    .json()
    .slots.find((slot: { full: boolean }) => !slot.full);
}

describeEachDatabase('availability after a change of seats', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    await generate(t, '2026-11-21', '2026-11-22');
  });
  afterEach(() => t.close());

  it('shows a booking-like update of booked on the very next read', async () => {
    expect(await firstSlot(t, '2026-11-21')).toMatchObject({ id: '2026-11-21T09:30', booked: 0 });
    await t.database.db
      .updateTable('slots')
      .set((eb) => ({ booked: eb('booked', '+', 3) }))
      .where('id', '=', '2026-11-21T09:30')
      .execute();
    expect(await firstSlot(t, '2026-11-21')).toMatchObject({ id: '2026-11-21T09:30', booked: 3 });
  });

  it('marks a slot and then its date full as soon as they are', async () => {
    expect(await dates(t)).toEqual(['2026-11-21', '2026-11-22']);
    await t.database.db
      .updateTable('slots')
      .set((eb) => ({ booked: eb.ref('capacity') }))
      .where('id', '=', '2026-11-21T09:30')
      .execute();
    expect(await firstSlot(t, '2026-11-21')).toMatchObject({ id: '2026-11-21T09:30', full: true });
    expect(await firstFreeSlot(t, '2026-11-21')).toMatchObject({ id: '2026-11-21T10:00', full: false });
    await t.database.db
      .updateTable('slots')
      .set((eb) => ({ booked: eb.ref('capacity') }))
      .where('date', '=', '2026-11-21')
      .execute();
    expect(await dates(t)).toEqual(['2026-11-22']);
    expect(await fullDates(t)).toEqual(['2026-11-21']);
    expect(await firstFreeSlot(t, '2026-11-21')).toBeUndefined();
  });

  it('shows seats given back by a cancellation', async () => {
    await t.database.db.updateTable('slots').set({ booked: 50 }).where('date', '=', '2026-11-22').execute();
    expect(await dates(t)).toEqual(['2026-11-21']);
    await t.database.db
      .updateTable('slots')
      .set({ booked: 48 })
      .where('id', '=', '2026-11-22T15:30')
      .execute();
    expect(await dates(t)).toEqual(['2026-11-21', '2026-11-22']);
    expect(await fullDates(t)).toEqual([]);
    expect(await firstFreeSlot(t, '2026-11-22')).toMatchObject({ id: '2026-11-22T15:30', booked: 48 });
  });

  it('keeps applying the 30-minute lookahead as the clock moves', async () => {
    await generate(t, '2026-11-20', '2026-11-20');
    expect((await firstSlot(t, '2026-11-20')).id).toBe('2026-11-20T10:30');
    t.clock.advance(1);
    expect((await firstSlot(t, '2026-11-20')).id).toBe('2026-11-20T11:00');
    t.clock.set('2026-11-20T10:00:00.001Z'); // 15:30:00.001 in India: nothing left today
    expect(await dates(t)).toEqual(['2026-11-21', '2026-11-22']);
  });
});

describe('availability after another process writes to the SQLite file', () => {
  let t: TestApp;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-cache-'));
    const file = path.join(dataDir, 'visitpass.sqlite');
    t = await createTestApp('sqlite', { now: NOW, env: { DATABASE_URL: `sqlite:${file}` } });
    await generate(t, '2026-11-21', '2026-11-22');
  });
  afterEach(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows seats taken through another connection on the next read', async () => {
    expect(await firstSlot(t, '2026-11-21')).toMatchObject({ booked: 0 });
    const other = openSqliteConnection(path.join(dataDir, 'visitpass.sqlite'));
    prepareKept(other, `UPDATE ${t.config.tablePrefix}slots SET booked = 5 WHERE id = ?`).run(
      '2026-11-21T09:30',
    );
    prepareKept(other, `UPDATE ${t.config.tablePrefix}slots SET booked = capacity WHERE date = ?`).run(
      '2026-11-22',
    );
    other.close();
    expect(await firstSlot(t, '2026-11-21')).toMatchObject({ id: '2026-11-21T09:30', booked: 5 });
    expect(await dates(t)).toEqual(['2026-11-21']);
  });
});

describe('the cache of availability answers', () => {
  const answerOf = (text: string, builtAt = 0, validUntil = 100) => ({
    shared: text,
    copies: new Map(),
    data: null,
    holders: new Set<string>(),
    builtAt,
    validUntil,
  });

  it('builds once for reads that arrive while the same build is under way', async () => {
    let stamp = 'a';
    const cache = createAvailabilityCache(() => stamp);
    let builds = 0;
    const build = async () => answerOf(`built ${++builds}`);
    const reads = await Promise.all([1, 2, 3].map(() => cache.answer('key', 10, build)));
    expect(reads.map((read) => read.shared)).toEqual(['built 1', 'built 1', 'built 1']);
    // Kept: answered as it is, without a promise.
    expect(cache.answer('key', 20, build)).toMatchObject({ shared: 'built 1' });
    stamp = 'b';
    expect((await cache.answer('key', 20, build)).shared).toBe('built 2');
  });

  it('does not hand a read the build started before a write it comes after', async () => {
    let stamp = 'a';
    const cache = createAvailabilityCache(() => stamp);
    let builds = 0;
    const build = async () => answerOf(`built ${++builds}`);
    const before = cache.answer('key', 10, build);
    stamp = 'b'; // a write, while the first build is under way
    const after = cache.answer('key', 10, build);
    expect([(await before).shared, (await after).shared]).toEqual(['built 1', 'built 2']);
  });

  it('builds again outside the instants an answer holds for', async () => {
    const cache = createAvailabilityCache(() => 'a');
    let builds = 0;
    const build = async () => answerOf(`built ${++builds}`, 10, 20);
    expect((await cache.answer('key', 10, build)).shared).toBe('built 1');
    expect(cache.answer('key', 19, build)).toMatchObject({ shared: 'built 1' });
    expect((await cache.answer('key', 20, build)).shared).toBe('built 2');
    expect((await cache.answer('key', 9, build)).shared).toBe('built 3');
  });

  it('waits for a stamp that is taken by a query (PostgreSQL)', async () => {
    let stamp = 'a';
    const cache = createAvailabilityCache(async () => stamp);
    let builds = 0;
    const build = async () => answerOf(`built ${++builds}`);
    expect((await cache.answer('key', 10, build)).shared).toBe('built 1');
    expect((await cache.answer('key', 10, build)).shared).toBe('built 1');
    stamp = 'b';
    expect((await cache.answer('key', 10, build)).shared).toBe('built 2');
  });
});
