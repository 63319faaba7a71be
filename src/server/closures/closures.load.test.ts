import { afterEach, expect, it } from 'vitest';
import { insertSlot, somePeople } from '../../test/factories';
import { outboxMail } from '../../test/outbox';
import { type SignedInUser, signIn } from '../../test/sign-in';
import {
  createSecondInstance,
  createTestApp,
  describeEachDatabase,
  type SecondInstance,
  type TestApp,
} from '../../test/test-app';
import { verifiedChallenge } from '../bookings/bookings.test-helpers';

const NOW = '2026-11-20T04:30:00.000Z'; // 10:00 on a Friday in India
const DAY = '2026-11-22';
const REASON = 'Power cut across the museum quarter';
const VISITORS = 16;
const BOOKINGS_EACH = 3;

// Issue 20, item 10, as it was found: bookings and a closure of their day at once, over two
// app instances on one PostgreSQL schema. Whatever the interleaving, no booking stays live on
// the closed day, and every booking the closure cancelled was mailed.
describeEachDatabase('bookings racing a closure on two instances', (kind) => {
  let t: TestApp;
  let second: SecondInstance | undefined;

  afterEach(async () => {
    await second?.close();
    second = undefined;
    await t?.close();
  });

  it.runIf(kind === 'postgres')(
    'leaves no live booking on the closed day and mails every one it cancelled',
    async () => {
      t = await createTestApp(kind, { now: NOW });
      second = await createSecondInstance(t);
      const apps = [t.app, second.app];
      const slots = [];
      for (const time of ['09:30', '11:00', '14:00']) {
        slots.push(await insertSlot(t.database.db, { date: DAY, time, capacity: 200 }));
      }
      const admin = await signIn(t, 'admin@example.org', { role: 'admin' });
      const visitors: SignedInUser[] = [];
      for (let index = 0; index < VISITORS; index++)
        visitors.push(await signIn(t, `racer${index}@example.org`));
      const requests = [];
      for (const [index, visitor] of visitors.entries()) {
        for (let round = 0; round < BOOKINGS_EACH; round++) {
          const verificationId = await verifiedChallenge(t, visitor.user.id);
          const slotId = slots[(index + round) % slots.length].id;
          requests.push({
            app: apps[(index + round) % 2],
            visitor,
            body: { slotId, people: somePeople(2), verificationId },
          });
        }
      }

      // The closure starts once a quarter of the bookings have answered, the rest in flight or to come.
      let answered = 0;
      let quarterAnswered = () => {};
      const quarter = new Promise<void>((resolve) => {
        quarterAnswered = resolve;
      });
      // The last quarter is sent once the closure has answered, so both sides of the race happen
      // however loaded the machine is; the rest race it.
      let closureAnswered = () => {};
      const afterClosure = new Promise<void>((resolve) => {
        closureAnswered = resolve;
      });
      const answers = requests.map(async ({ app, visitor, body }, index) => {
        if (index >= (requests.length * 3) / 4) await afterClosure;
        else await new Promise((resolve) => setTimeout(resolve, index * 5));
        const answer = await app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie: visitor.cookie },
          payload: body,
        });
        if (++answered >= requests.length / 4) quarterAnswered();
        return answer;
      });
      await quarter;
      const closed = await apps[1].inject({
        method: 'POST',
        url: '/api/admin/closures',
        headers: { cookie: admin.cookie },
        payload: { date: DAY, reason: REASON },
      });
      closureAnswered();
      expect(closed.statusCode).toBe(201);
      const settled = await Promise.all(answers);
      for (const answer of settled) {
        // Booked (and then cancelled by the closure), or refused because the day is closed.
        if (answer.statusCode !== 201) expect(answer.json().error.code).toBe('slot_closed');
      }

      const db = t.database.db;
      const live = await db
        .selectFrom('bookings')
        .select('id')
        .where('date', '=', DAY)
        .where('status', '>=', 0)
        .execute();
      expect(live).toEqual([]);
      const acknowledged = settled
        .filter((answer) => answer.statusCode === 201)
        .map((answer) => answer.json().id);
      const cancelled = await db
        .selectFrom('bookings')
        .select(['id', 'user_id'])
        .where('date', '=', DAY)
        .execute();
      expect(cancelled.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
      expect(closed.json().cancelled).toBe(acknowledged.length);
      // Both sides of the race happened: bookings cancelled by the closure, and bookings refused.
      expect(acknowledged.length).toBeGreaterThanOrEqual(requests.length / 4);
      expect(acknowledged.length).toBeLessThan(requests.length);
      const emails = new Map(visitors.map((visitor) => [visitor.user.id, `${visitor.user.email}`]));
      const mailed = (await outboxMail(t))
        .filter((mail) => mail.subject.endsWith('is cancelled'))
        .map((mail) => mail.to);
      expect(mailed.sort()).toEqual(cancelled.map((row) => emails.get(row.user_id)).sort());
      const seats = await db.selectFrom('slots').select('booked').where('date', '=', DAY).execute();
      expect(seats.map((slot) => slot.booked)).toEqual([0, 0, 0]);
    },
  );
});
