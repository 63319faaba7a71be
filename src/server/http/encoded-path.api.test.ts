import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

// Fastify's router decodes the path before matching, so `/%61pi/…` is an API route. The
// /api scope's hooks apply by the matched route, so they must all hold for it too.
describeEachDatabase('an API path with encoded characters', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('from a foreign site is refused like the plain path, and no link is mailed', async () => {
    for (const url of ['/%61pi/accounts/sign-in-link/request', '/api/%61ccounts/sign-in-link/re%71uest']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: { email: 'asha@example.org' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'cross_origin', message: 'Requests from another site are not allowed.' },
      });
    }
    expect(await t.database.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('gets the API headers, the session and the access checks', async () => {
    const visitor = await signIn(t, 'asha@example.org');
    const me = await t.app.inject({ url: '/%61pi/me', headers: { cookie: visitor.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('asha@example.org');
    expect(me.headers['x-frame-options']).toBe('DENY');
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['content-security-policy']).toBe("frame-ancestors 'none'");

    expect((await t.app.inject({ url: '/%61pi/me' })).statusCode).toBe(401);
    const door = await t.app.inject({ url: '/%61pi/admin/day', headers: { cookie: visitor.cookie } });
    expect(door.statusCode).toBe(403);
    expect(door.json().error.code).toBe('forbidden');
  });

  it("reaches better-auth's sign-out by its decoded path", async () => {
    const visitor = await signIn(t, 'asha@example.org');
    const out = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign%2Dout',
      headers: { cookie: visitor.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: visitor.cookie } })).statusCode).toBe(
      401,
    );

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
  });
});
