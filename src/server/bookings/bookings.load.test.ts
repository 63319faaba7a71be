import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import {
  createSecondInstance,
  createTestApp,
  describeEachDatabase,
  type SecondInstance,
  type TestApp,
} from '../../test/test-app';
import { NOW, slotFor, verifiedChallenge } from './bookings.test-helpers';

const CAPACITY = 50;
const REQUESTS = 300;

describeEachDatabase('booking under load', (kind) => {
  let t: TestApp;
  let second: SecondInstance | undefined;

  afterEach(async () => {
    await second?.close();
    second = undefined;
    await t.close();
  });

  /** Every instance the requests are spread over, listening on a free port. */
  async function instances(): Promise<string[]> {
    const apps = [t.app];
    if (kind === 'postgres') {
      second = await createSecondInstance(t);
      apps.push(second.app);
    }
    const urls: string[] = [];
    for (const app of apps) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    return urls;
  }

  async function liveSeats(slotId: string) {
    const db = t.database.db;
    const slot = await db
      .selectFrom('slots')
      .select('booked')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    const live = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('people'), eb.lit(0)).as('seats'))
      .where('slot_id', '=', slotId)
      .where('status', 'not in', [-1, 2])
      .executeTakeFirstOrThrow();
    return { booked: slot.booked, live: Number(live.seats) };
  }

  it(`never overbooks: ${REQUESTS} concurrent bookings of 1 to 4 people for ${CAPACITY} seats`, async () => {
    t = await createTestApp(kind, { now: NOW });
    const slot = await slotFor(t, { capacity: CAPACITY });
    const visitors = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const session = await signIn(t, `visitor${index}@example.org`);
        return { cookie: session.cookie, id: session.user.id };
      }),
    );
    const urls = await instances();

    const plan = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, index) => {
        const visitor = visitors[index % visitors.length] as { cookie: string; id: string };
        return {
          url: urls[index % urls.length] as string,
          cookie: visitor.cookie,
          people: (index % 4) + 1,
          verificationId: await verifiedChallenge(t, visitor.id),
        };
      }),
    );

    const results = await Promise.all(
      plan.map(async (request) => {
        const response = await fetch(`${request.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: request.cookie },
          body: JSON.stringify({
            slotId: slot.id,
            people: somePeople(request.people),
            verificationId: request.verificationId,
          }),
        });
        const body = await response.json();
        return { status: response.status, body, people: request.people, cookie: request.cookie };
      }),
    );

    const booked = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status !== 201);
    // Every refusal is the clean "not enough seats" answer: no 500s, no other failures.
    const refusals = new Set(refused.map((result) => `${result.status} ${result.body.error?.code}`));
    expect([...refusals]).toEqual(refused.length > 0 ? ['409 slot_full'] : []);
    expect(booked.length).toBeGreaterThan(0);

    const seats = await liveSeats(slot.id);
    expect(seats.booked).toBe(seats.live);
    expect(seats.booked).toBeLessThanOrEqual(CAPACITY);
    // Single-person requests keep coming after the slot is nearly full, so it fills up.
    expect(seats.booked).toBeGreaterThanOrEqual(CAPACITY - 3);
    expect(seats.booked).toBe(booked.reduce((sum, result) => sum + result.people, 0));

    const db = t.database.db;
    for (const result of booked) {
      const people = await db
        .selectFrom('booking_people')
        .select('position')
        .where('booking_id', '=', result.body.id)
        .execute();
      expect(people).toHaveLength(result.people);
    }
    const bookings = await db.selectFrom('bookings').select('id').execute();
    expect(bookings).toHaveLength(booked.length);
    const used = await db
      .selectFrom('verifications')
      .select('id')
      .where('used_by_booking_id', 'is not', null)
      .execute();
    expect(used).toHaveLength(booked.length);

    // Cancels racing new bookings: seats freed by a cancel are taken again, never twice.
    const cancels = booked.slice(0, 8).map((result, index) => ({
      url: `${urls[index % urls.length]}/api/bookings/${result.body.id}/cancel`,
      cookie: result.cookie,
    }));
    const singles = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const visitor = visitors[index % visitors.length] as { cookie: string; id: string };
        return {
          url: urls[index % urls.length] as string,
          visitor,
          verificationId: await verifiedChallenge(t, visitor.id),
        };
      }),
    );
    const [cancelStatuses, bookingStatuses] = await Promise.all([
      Promise.all(
        cancels.map(
          async (cancel) =>
            (await fetch(cancel.url, { method: 'POST', headers: { cookie: cancel.cookie } })).status,
        ),
      ),
      Promise.all(
        singles.map(async (request) => {
          const response = await fetch(`${request.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: request.visitor.cookie },
            body: JSON.stringify({
              slotId: slot.id,
              people: somePeople(1),
              verificationId: request.verificationId,
            }),
          });
          return response.status;
        }),
      ),
    ]);
    expect(new Set(cancelStatuses)).toEqual(new Set([200]));
    expect(bookingStatuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const after = await liveSeats(slot.id);
    expect(after.booked).toBe(after.live);
    expect(after.booked).toBeLessThanOrEqual(CAPACITY);
  }, 60_000);
});
