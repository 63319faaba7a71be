import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertChallenge, insertSlot, somePeople } from '../test/factories';
import { operationsOf, randomRequest } from '../test/fuzz-requests';
import { PersonalData, seededRandom } from '../test/fuzz-values';
import { type CapturedLog, captureLog } from '../test/log-capture';
import { signIn } from '../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';

// Thousands of random, malformed and hostile requests across every route of the API contract
// and better-auth's, signed out and signed in as a visitor, staff and an admin. Whatever is
// sent: no 5xx, every 4xx in the error shape, every 429 with Retry-After, the app still
// answering, nothing logged as an error and no personal data in the log. FUZZ_SEED and
// FUZZ_REQUESTS replay or lengthen a run; FUZZ_STATS=1 prints how many answers of each status.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SECRET = 'w'.repeat(32);

describeEachDatabase('the API under fuzzing', (kind) => {
  let t: TestApp;
  let log: CapturedLog;

  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp(kind, {
      // Rate limits on, so 429s happen; the webhook provider, so every route exists.
      env: { RATE_LIMITS: 'on', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_SECRET: SECRET },
      logStream: log.stream,
    });
  });
  afterEach(() => t.close());

  it(`answers ${REQUESTS} random requests (seed ${SEED}) without a fault or a leak`, {
    timeout: 180_000,
  }, async () => {
    const random = seededRandom(SEED);
    const personal = new PersonalData(random);

    // Real things for ids to point at: a slot, a booking, a challenge, people with names.
    const visitorEmail = personal.email();
    const visitor = await signIn(t, visitorEmail, { displayName: personal.name() });
    const staff = await signIn(t, personal.email(), { role: 'staff' });
    const admin = await signIn(t, personal.email(), { role: 'admin' });
    const slot = await insertSlot(t.database.db, { date: '2026-11-22', capacity: 500 });
    const challengeId = await insertChallenge(t.database.db, {
      userId: visitor.user.id,
      now: t.clock(),
      mobile: personal.mobile(),
    });
    const people = somePeople(2).map((person) => ({ ...person, name: personal.name() }));
    for (const person of people) personal.values.add(person.documentNumber);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: visitor.cookie },
      payload: { slotId: slot.id, people, verificationId: challengeId },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const ids = [booked.json().id, slot.id, challengeId, visitor.user.id, staff.user.id, admin.user.id];

    const document = (await t.app.inject('/api/openapi.json')).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(25);
    const cookies = [undefined, visitor.cookie, staff.cookie, admin.cookie];

    const statuses = new Map<number, number>();
    let previous: InjectOptions = {};
    let storm = { email: '', left: 0 };
    for (let index = 0; index < REQUESTS; index++) {
      // Now and then the same request again and again, as a retrying client would: limits trip.
      // Every 400th request begins a storm of sign-in link requests for one address, which the
      // rate limits stop; their 429s are checked like any answer.
      if (index % 400 === 0) storm = { email: personal.email(), left: 25 };
      let request: InjectOptions;
      if (storm.left > 0) {
        storm.left--;
        request = {
          method: 'POST',
          url: '/api/accounts/sign-in-link/request',
          payload: { email: storm.email },
          remoteAddress: '192.0.2.50',
        };
      } else {
        request = random.chance(0.15) ? previous : randomRequest(random, personal, operations, ids, cookies);
      }
      previous = request;
      const response = await t.app.inject(request);
      const where = `#${index} ${request.method} ${request.url}`;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.headers['content-type'], where).toMatch(/^application\/json/);
        // The door's unknown booking adds `verdict` beside `error`; the error itself is the shape.
        expect(response.json(), `${where}: ${response.body.slice(0, 300)}`).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String) },
        });
      }
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after']), where).toBeGreaterThan(0);
    }

    if (process.env.FUZZ_STATS) console.log(JSON.stringify([...statuses]), log.lines.length);
    // Still up and answering.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    // A real spread of answers, not one refusal repeated.
    expect([...statuses.keys()].filter((status) => status < 300).length).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(REQUESTS / 10);
    expect(statuses.size).toBeGreaterThan(5);

    // The log: nothing at error level, and none of the personal data sent.
    expect(log.errors()).toEqual([]);
    const text = log.lines.join('');
    expect(log.lines.length).toBeGreaterThan(REQUESTS);
    const leaked = [...personal.values].filter(
      (value) => text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1)),
    );
    expect(leaked).toEqual([]);
  });
});
