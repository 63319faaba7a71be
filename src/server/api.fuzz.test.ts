import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertChallenge, insertSlot, somePeople } from '../test/factories';
import {
  deepJsonText,
  hostileString,
  hostileValue,
  mangleSegment,
  PersonalData,
  type Random,
  seededRandom,
  toJsonText,
} from '../test/fuzz-values';
import { type CapturedLog, captureLog } from '../test/log-capture';
import { signIn } from '../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';

// Thousands of random, malformed and hostile requests across every route of the API contract
// and better-auth's, signed out and signed in as a visitor, staff and an admin. Whatever is
// sent: no 5xx, every 4xx in the error shape, every 429 with Retry-After, the app still
// answering, nothing logged as an error and no personal data in the log. FUZZ_SEED and
// FUZZ_REQUESTS replay or lengthen a run.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SECRET = 'w'.repeat(32);

interface Operation {
  method: string;
  /** OpenAPI form: `/api/bookings/{id}`. */
  path: string;
  query: string[];
  body?: JsonSchema;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

/** better-auth's own endpoints, reached through `/api/auth/*` (only sign-out is open). */
const AUTH_PATHS = [
  'sign-out',
  'get-session',
  'sign-in/email',
  'sign-up/email',
  'magic-link/verify',
  'two-factor/enable',
  'update-user',
  'delete-user',
  'list-sessions',
  'ok',
];

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** A body shaped like the schema most of the time, with hostile values and wrong types. */
function bodyFor(random: Random, personal: PersonalData, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4 || random.chance(0.25)) return hostileValue(random, personal, depth);
  const variant = schema.anyOf ? random.pick(schema.anyOf) : schema;
  if (variant.enum && random.chance(0.6)) return random.pick(variant.enum);
  if (variant.properties) {
    const body: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(variant.properties)) {
      if (random.chance(0.85)) body[key] = bodyFor(random, personal, property, depth + 1);
    }
    if (random.chance(0.1))
      body[random.pick(['extra', '__proto__', 'role', 'id'])] = hostileValue(random, personal);
    return body;
  }
  if (variant.items) {
    return Array.from({ length: random.pick([0, 1, 2, 5, 60]) }, () =>
      bodyFor(random, personal, variant.items, depth + 1),
    );
  }
  const type = Array.isArray(variant.type) ? random.pick(variant.type) : variant.type;
  if (type === 'boolean') return random.chance(0.7) ? random.chance(0.5) : hostileValue(random, personal);
  if (type === 'number' || type === 'integer') return random.pick([0, 1, 4, -3, 1e308, 2.5, 51]);
  return hostileString(random, personal);
}

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

/** encodeURIComponent, with a lone surrogate (which it refuses) sent as `%ED%A0%BD`-style bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '%ED%A0%BD')
      .split('%ED%A0%BD')
      .map(encodeURIComponent)
      .join('%ED%A0%BD');
  }
}

function fillPath(random: Random, personal: PersonalData, path: string, ids: string[]): string {
  const filled = path.replace(/\{(\w+|\*)\}/g, (_match, name: string) => {
    if (name === '*')
      return random.chance(0.7) ? random.pick(AUTH_PATHS) : encode(hostileString(random, personal));
    const value = random.chance(0.35) ? random.pick(ids) : hostileString(random, personal);
    return random.chance(0.15) ? mangleSegment(random, value) : encode(value);
  });
  if (random.chance(0.05))
    return filled.replace('/api/', random.pick(['/%61pi/', '/api//', '/API/', '/api/./']));
  if (random.chance(0.03)) return `${filled}${random.pick(['/', '%', '%zz', '/%00', '?%'])}`;
  return filled;
}

function queryFor(random: Random, personal: PersonalData, names: string[]): string {
  const keys = [...names, ...(random.chance(0.2) ? ['q', 'date', 'limit', 'x[y]', '__proto__'] : [])];
  const pairs: string[] = [];
  for (const key of keys) {
    if (!random.chance(0.7)) continue;
    const times = random.chance(0.1) ? 2 : 1;
    for (let n = 0; n < times; n++) {
      const value = hostileString(random, personal);
      pairs.push(`${encode(key)}=${random.chance(0.05) ? value : encode(value)}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function randomRequest(
  random: Random,
  personal: PersonalData,
  operations: Operation[],
  ids: string[],
  cookies: (string | undefined)[],
): InjectOptions {
  const operation = random.pick(operations);
  const method = random.chance(0.03) ? random.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS']) : operation.method;
  const headers: Record<string, string> = {};
  const cookie = random.chance(0.05)
    ? `visitpass.session_token=${encode(hostileString(random, personal))}`
    : random.pick(cookies);
  if (cookie) headers.cookie = cookie;
  if (random.chance(0.05))
    headers.origin = random.pick(['https://evil.example', 'null', 'http://localhost:1']);
  if (method === 'POST' && operation.path === '/api/sms/inbound' && random.chance(0.3)) {
    headers['x-signature'] = `sha256=${'0'.repeat(64)}`;
  }

  const url = fillPath(random, personal, operation.path, ids) + queryFor(random, personal, operation.query);
  // A few client addresses, so the per-address limits are reached and their 429s checked.
  const remoteAddress = random.pick(['203.0.113.1', '203.0.113.2', '198.51.100.7', '2001:db8::1']);
  const request: InjectOptions = { method: method as 'GET', url, headers, remoteAddress };
  if (method === 'GET' || method === 'OPTIONS') return request;

  switch (random.int(10)) {
    case 0:
      headers['content-type'] = 'application/json';
      request.payload = random.pick([
        deepJsonText(5000),
        deepJsonText(33),
        '{"a":',
        '',
        'null',
        '"\\u0000"',
        '{"__proto__":{"x":1}}',
      ]);
      break;
    case 1:
      headers['content-type'] = random.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=latin1',
      ]);
      request.payload = hostileString(random, personal);
      break;
    default:
      headers['content-type'] = 'application/json';
      request.payload = toJsonText(bodyFor(random, personal, operation.body));
  }
  return request;
}
