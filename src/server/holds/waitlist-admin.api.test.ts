import { afterEach, beforeEach, expect, it } from 'vitest';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  bookOk,
  cancel,
  joinWaitlist,
  NOW,
  SLOT_ID,
  slotFor,
  VISIT_DATE,
  type Visitor,
  visitor,
} from './holds.test-helpers';

describeEachDatabase('the waiting lists for admins', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let asha: Visitor;
  let ravi: Visitor;
  let meena: Visitor;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    [asha, ravi, meena] = [await visitor(t, 'asha'), await visitor(t, 'ravi'), await visitor(t, 'meena')];
  });
  afterEach(() => t.close());

  const list = (query: string, cookie = admin.cookie) =>
    t.app.inject({ url: `/api/admin/waitlist${query}`, headers: { cookie } });

  it('lists per slot who waits, for how many, since when, and the live offers', async () => {
    await slotFor(t, { capacity: 4 });
    await slotFor(t, { time: '11:00', capacity: 4 });
    const big = await bookOk(t, asha, SLOT_ID, 2);
    await bookOk(t, asha, SLOT_ID, 2);
    await joinWaitlist(t, ravi, SLOT_ID, 3);
    t.clock.advance(1);
    await joinWaitlist(t, meena, SLOT_ID, 2);
    t.clock.advance(1);
    await cancel(t, asha, big.id); // meena's 2 fit: an offer

    const answer = await list(`?date=${VISIT_DATE}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      date: VISIT_DATE,
      slots: [
        {
          id: SLOT_ID,
          label: '09:30 AM - 10:00 AM',
          startsAt: '2026-11-22T04:00:00.000Z',
          waiting: [{ email: 'ravi@example.org', seats: 3, since: '2026-11-20T04:30:00.000Z' }],
          offers: [
            {
              email: 'meena@example.org',
              seats: 2,
              since: '2026-11-20T04:32:00.000Z',
              expiresAt: '2026-11-20T06:32:00.000Z',
            },
          ],
        },
        {
          id: '2026-11-22T11:00',
          label: '11:00 AM - 11:30 AM',
          startsAt: '2026-11-22T05:30:00.000Z',
          waiting: [],
          offers: [],
        },
      ],
    });

    // An offer that ran out is no longer live.
    t.clock.advance(121);
    expect((await list(`?date=${VISIT_DATE}`)).json().slots[0].offers).toEqual([]);
  });

  it('answers today by default, with no slots on a day without any', async () => {
    expect((await list('')).json()).toEqual({ date: '2026-11-20', slots: [] });
    expect((await list('?date=2026-02-30')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/waitlist' })).statusCode).toBe(401);
    expect((await list('', asha.cookie)).statusCode).toBe(403);
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    expect((await list('', staff.cookie)).statusCode).toBe(403);
  });
});
