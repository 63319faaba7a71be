import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn, tokenMailedBy } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

const ENV = { RATE_LIMITS: 'on' };

describeEachDatabase('sign-in rate limits', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind, { env: ENV });
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const askForLink = (email: string, ip?: string) =>
    post('/api/accounts/sign-in-link/request', { email }, ip);
  const signInWithPassword = (email: string, password: string, ip?: string) =>
    post('/api/accounts/sign-in-password', { email, password }, ip);

  async function withPassword(email: string, password: string) {
    const { cookie } = await signIn(t, email);
    const token = await tokenMailedBy(t, email, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/set-password-link',
        headers: { cookie },
        payload: { email },
      }),
    );
    await t.app.inject({ method: 'POST', url: '/api/accounts/set-password', payload: { token, password } });
  }

  it('mails at most 5 links per e-mail in 15 minutes, from any address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await askForLink('asha@example.org', `198.51.100.${i}`)).statusCode).toBe(200);
    const refused = await askForLink('asha@example.org', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.' },
    });
    expect((await askForLink('ravi@example.org')).statusCode).toBe(200);

    t.clock.advance(15);
    expect((await askForLink('asha@example.org')).statusCode).toBe(200);
  });

  it('mails at most 20 links per client address in 15 minutes', async () => {
    for (let i = 0; i < 20; i++) expect((await askForLink(`visitor${i}@example.org`)).statusCode).toBe(200);
    expect((await askForLink('one-more@example.org')).statusCode).toBe(429);
    expect((await askForLink('one-more@example.org', '192.0.2.1')).statusCode).toBe(200);
  });

  it('stops password guesses on one account after 10 failures, even with the right password', async () => {
    await withPassword('asha@example.org', 'the right one');
    for (let i = 0; i < 10; i++) {
      expect(
        (await signInWithPassword('asha@example.org', `wrong guess ${i}`, `198.51.100.${i}`)).statusCode,
      ).toBe(401);
    }
    expect((await signInWithPassword('asha@example.org', 'the right one', '192.0.2.1')).statusCode).toBe(429);
    t.clock.advance(15);
    expect((await signInWithPassword('asha@example.org', 'the right one', '192.0.2.1')).statusCode).toBe(200);
  });

  it('does not count successful password sign-ins as failures', async () => {
    await withPassword('asha@example.org', 'the right one');
    for (let i = 0; i < 12; i++) {
      expect((await signInWithPassword('asha@example.org', 'the right one')).statusCode).toBe(200);
    }
  });

  it('stops password guesses from one address after 30 failures across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await signInWithPassword(`nobody${i}@example.org`, 'some password')).statusCode).toBe(404);
    }
    expect((await signInWithPassword('nobody-else@example.org', 'some password')).statusCode).toBe(429);
  });

  it('stops guessing the e-mail of a sign-in link after 20 failures from one address', async () => {
    const token = await tokenMailedBy(t, 'asha@example.org', () =>
      askForLink('asha@example.org', '192.0.2.1'),
    );
    for (let i = 0; i < 20; i++) {
      expect(
        (await post('/api/accounts/sign-in-link', { token, email: `guess${i}@example.org` })).statusCode,
      ).toBe(400);
    }
    const refused = await post('/api/accounts/sign-in-link', { token, email: 'asha@example.org' });
    expect(refused.statusCode).toBe(429);
    expect(
      (await post('/api/accounts/sign-in-link', { token, email: 'asha@example.org' }, '192.0.2.1'))
        .statusCode,
    ).toBe(200);
  });
});
