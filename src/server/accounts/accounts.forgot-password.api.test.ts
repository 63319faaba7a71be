import { afterEach, beforeEach, expect, it } from 'vitest';
import { texts } from '../../shared/texts';
import { signIn, tokenMailedBy } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('forgot password (signed out)', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const ask = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/accounts/forgot-password', payload: { email } });
  const mailsTo = async (email: string) =>
    (await t.database.db.selectFrom('mail_outbox').select('to_address').execute()).filter(
      (row) => row.to_address === email,
    ).length;

  it('mails a working set-password link to an account, and answers the same for an unknown address', async () => {
    await signIn(t, 'asha@example.org');
    let answer: unknown;
    const token = await tokenMailedBy(t, 'asha@example.org', async () => {
      const asked = await ask(' Asha@Example.org ');
      expect(asked.statusCode).toBe(200);
      answer = asked.json();
    });
    expect(answer).toEqual({ message: texts.forgotPasswordSent });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/set-password',
      payload: { token, password: 'a long secret' },
    });
    expect(set.statusCode).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-password',
      payload: { email: 'asha@example.org', password: 'a long secret' },
    });
    expect(login.statusCode).toBe(200);

    const unknown = await ask('nobody@example.org');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: texts.forgotPasswordSent });
    expect(await mailsTo('nobody@example.org')).toBe(0);
  });

  it('refuses a bad address with a 400', async () => {
    const bad = await ask('not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_input');
  });
});

describeEachDatabase('forgot password rate limits', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMITS: 'on' } });
  });
  afterEach(() => t.close());

  it('mails at most 5 set-password links per e-mail to one address in 15 minutes, then says when to retry', async () => {
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/forgot-password',
        payload: { email },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 5; i++) expect((await ask('asha@example.org')).statusCode).toBe(200);
    const refused = await ask('asha@example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('ravi@example.org')).statusCode).toBe(200);
  });
});
