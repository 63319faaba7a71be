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
