import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  hold,
  holdOk,
  listedSlot,
  myHolds,
  NOW,
  release,
  SLOT_ID,
  slotFor,
  type Visitor,
  visitor,
} from './holds.test-helpers';

// Issue 20, item 11: one script must not keep a slot (or a day) off sale by holding seats.
// Decision 0039 gives the rules these tests check.

const FIRST_EXPIRY = '2026-11-20T04:45:00.000Z'; // NOW + HOLD_MINUTES (15)

describeEachDatabase('seat hoarding', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start(env: NodeJS.ProcessEnv = {}) {
    t = await createTestApp(kind, { now: NOW, env });
    return { asha: await visitor(t, 'asha'), ravi: await visitor(t, 'ravi') };
  }

  it('never moves a hold past HOLD_MINUTES from the first hold of the slot, however often it is asked again', async () => {
    const { asha } = await start();
    await slotFor(t, { capacity: 10 });
    expect((await holdOk(t, asha, SLOT_ID, 2)).expiresAt).toBe(FIRST_EXPIRY);
    t.clock.advance(10);
    const again = await holdOk(t, asha, SLOT_ID, 3);
    expect(again).toMatchObject({ seats: 3, expiresAt: FIRST_EXPIRY });
    // Released and taken again: still the first window.
    expect((await release(t, asha, again.id)).statusCode).toBe(204);
    expect(await myHolds(t, asha)).toEqual([]);
    expect((await holdOk(t, asha, SLOT_ID, 3)).expiresAt).toBe(FIRST_EXPIRY);
  });

  it('holds nothing once that window has run out: the answer is the lapsed hold, and the seats stay free', async () => {
    const { asha, ravi } = await start();
    await slotFor(t, { capacity: 4 });
    await holdOk(t, asha, SLOT_ID, 4);
    t.clock.advance(16);
    const again = await hold(t, asha, { slotId: SLOT_ID, seats: 4 });
    expect(again.statusCode).toBe(201);
    expect(again.json().expiresAt).toBe(FIRST_EXPIRY);
    expect(await myHolds(t, asha)).toEqual([]);
    expect(await listedSlot(t, SLOT_ID, ravi)).toMatchObject({ held: 0 });
    expect((await hold(t, ravi, { slotId: SLOT_ID, seats: 4 })).statusCode).toBe(201);
  });

  it('lets one account start holds in at most four slots a day', async () => {
    const { asha, ravi } = await start();
    const times = ['09:30', '10:00', '10:30', '11:00', '11:30'];
    for (const time of times) await slotFor(t, { capacity: 10, time });
    const slotId = (time: string) => `2026-11-22T${time}`;
    for (const time of times.slice(0, 4)) await holdOk(t, asha, slotId(time), 2);
    const fifth = await hold(t, asha, { slotId: slotId('11:30'), seats: 2 });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error).toMatchObject({ code: 'hold_limit', message: expect.stringContaining('4') });
    // A slot already held that day is asked again freely; someone else is not limited.
    expect((await hold(t, asha, { slotId: slotId('10:00'), seats: 3 })).statusCode).toBe(201);
    expect((await hold(t, ravi, { slotId: slotId('11:30'), seats: 2 })).statusCode).toBe(201);
    // A day later the count starts again.
    t.clock.advance(24 * 60 + 1);
    await slotFor(t, { capacity: 10, time: '12:00', date: '2026-11-23' });
    expect((await hold(t, asha, { slotId: '2026-11-23T12:00', seats: 2 })).statusCode).toBe(201);
  });

  it('lets one client address start at most 20 holds an hour, whatever accounts it uses', async () => {
    await start({ RATE_LIMITS: 'on' });
    const times = ['09:30', '10:00', '10:30', '11:00'];
    for (const time of times) await slotFor(t, { capacity: 50, time });
    const accounts: Visitor[] = [];
    for (let index = 0; index < 6; index++) accounts.push(await visitor(t, `script${index}`));
    let started = 0;
    for (const account of accounts.slice(0, 5)) {
      for (const time of times) {
        expect((await hold(t, account, { slotId: `2026-11-22T${time}`, seats: 1 })).statusCode).toBe(201);
        started++;
      }
    }
    expect(started).toBe(20);
    const refused = await hold(t, accounts[5], { slotId: SLOT_ID, seats: 1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Asking again for a hold already started is not a new one.
    expect((await hold(t, accounts[4], { slotId: '2026-11-22T11:00', seats: 2 })).statusCode).toBe(201);
  });
});
