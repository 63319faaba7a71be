import type { RouteOptions } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type CapturedLog, captureLog } from '../../test/log-capture';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { signBody } from '../sms/webhook-signature';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './input-guards';

const SECRET = 'w'.repeat(32);
const TOO_DEEP = {
  error: {
    code: 'invalid_input',
    message: `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
  },
};

const nestedArrays = (depth: number, inside = '') => `${'['.repeat(depth)}${inside}${']'.repeat(depth)}`;

/** A URL that reaches the route: each parameter filled in, better-auth's wildcard as sign-out. */
const concrete = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*$/, 'sign-out');

describeEachDatabase('a deeply nested JSON body', (kind) => {
  let t: TestApp;
  let log: CapturedLog;
  const routes: RouteOptions[] = [];

  beforeEach(async () => {
    routes.length = 0;
    log = captureLog();
    // The webhook provider too, so every route the app can have is there.
    t = await createTestApp(kind, {
      env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_SECRET: SECRET },
      logStream: log.stream,
      onRoute: (route) => void routes.push(route),
    });
  });
  afterEach(async () => {
    expect(log.errors()).toEqual([]);
    await t.close();
  });

  it('is a 400 on every route that takes a body, signed in as an admin past every access check', async () => {
    const { cookie } = await signIn(t, 'admin@example.org', { role: 'admin' });
    const deep = nestedArrays(5000);
    let tried = 0;
    for (const route of routes) {
      const methods = [route.method]
        .flat()
        .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
      for (const method of methods) {
        const url = concrete(route.url);
        const signature = url === '/api/sms/inbound' ? { 'x-signature': signBody(SECRET, deep) } : {};
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie, 'content-type': 'application/json', ...signature },
          payload: deep,
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expect(response.json(), `${method} ${url}`).toEqual(TOO_DEEP);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(15);
    // sign-out is better-auth's own route; the body never reached it, so the session lives.
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('is refused signed out too, when nesting objects, and a few levels fewer are read as usual', async () => {
    const deepObjects = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload,
      });
    expect((await post(deepObjects)).json()).toEqual(TOO_DEEP);

    const atTheLimit = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link/request',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nestedArrays(MAX_JSON_DEPTH - 1, '"a@example.org"')}}`,
    });
    expect(atTheLimit.statusCode).toBe(400);
    expect(atTheLimit.json().error.message).toMatch(/^email: /);
  });

  it('counts brackets inside strings as text, not nesting', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link/request',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'[{'.repeat(500)}"\\[@example.org` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^email: /);
  });
});

it('the depth scan: nesting outside strings only, escapes understood, no recursion', () => {
  expect(jsonNestedDeeperThan(nestedArrays(3), 3)).toBe(false);
  expect(jsonNestedDeeperThan(nestedArrays(4), 3)).toBe(true);
  expect(jsonNestedDeeperThan('{"a":"[[[[[[","b":[1,{"c":2}]}', 3)).toBe(false);
  expect(jsonNestedDeeperThan('{"a":"\\"[[[[[[[","b":[[[]]]}', 3)).toBe(true);
  expect(jsonNestedDeeperThan(nestedArrays(1_000_000), MAX_JSON_DEPTH)).toBe(true);
});
