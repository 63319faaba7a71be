import { afterEach, beforeEach, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../shared/schemas/accounts';
import { texts } from '../../shared/texts';
import { cookieHeader, signIn, tokenMailedBy } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

const ORIGIN = { origin: 'http://localhost:3000' };

describeEachDatabase('the signed-in user', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
  const rename = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload });

  it('answers 401 without a session, and with a made-up cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('visitpass.session_token=forged.value');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: { code: 'unauthenticated', message: texts.loginToContinue } });
  });

  it('answers the session check with the user, or null for a guest', async () => {
    const guest = await t.app.inject('/api/session');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });

    const { cookie, user } = await signIn(t, 'asha@example.org');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(signedIn.json()).toEqual({ user });
    expect(user).toMatchObject({
      email: 'asha@example.org',
      displayName: null,
      hasPassword: false,
      role: 'visitor',
    });
  });

  it('saves a trimmed display name of 1 to 60 characters', async () => {
    const { cookie } = await signIn(t, 'asha@example.org');
    const saved = await rename(cookie, { displayName: '  Asha Rao  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: 'asha@example.org', displayName: 'Asha Rao' });
    expect((await me(cookie)).json().displayName).toBe('Asha Rao');

    expect((await rename(cookie, { displayName: 'x'.repeat(60) })).statusCode).toBe(200);
  });

  it.each([
    [{ displayName: '   ' }, texts.nameRequired],
    [{ displayName: '' }, texts.nameRequired],
    [{ displayName: 'x'.repeat(61) }, texts.nameTooLong],
    [{}, texts.nameRequired],
  ])('refuses the display name in %j', async (payload, message) => {
    const { cookie } = await signIn(t, 'asha@example.org', { displayName: 'Asha' });
    const response = await rename(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_input', message: `displayName: ${message}` } });
    expect((await me(cookie)).json().displayName).toBe('Asha');
  });

  it('keeps the language the visitor chose for their mails, and refuses one the site does not have', async () => {
    const { cookie } = await signIn(t, 'asha@example.org', { displayName: 'Asha' });
    expect((await me(cookie)).json().locale).toBeNull();
    const saved = await rename(cookie, { locale: 'kn' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ displayName: 'Asha', locale: 'kn' });
    expect((await me(cookie)).json().locale).toBe('kn');
    const refused = await rename(cookie, { locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_input');
    expect((await me(cookie)).json().locale).toBe('kn');
  });

  it('refuses to rename without a session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { displayName: 'Anyone' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('does not let a visitor make themselves staff', async () => {
    const { cookie } = await signIn(t, 'asha@example.org');
    await rename(cookie, { displayName: 'Asha', role: 'admin' });
    expect((await me(cookie)).json().role).toBe('visitor');
  });

  it('ends the session on sign-out: the old cookie no longer works', async () => {
    const { cookie } = await signIn(t, 'asha@example.org');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, ...ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('visitpass.session_token=; Max-Age=0');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a sign-out sent from another site', async () => {
    const { cookie } = await signIn(t, 'asha@example.org');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example.com' },
      payload: {},
    });
    expect(out.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('mails a set-password link to the user’s own e-mail, after which password sign-in works', async () => {
    const { cookie, user } = await signIn(t, 'asha@example.org');
    expect(user.hasPassword).toBe(false);

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/set-password-link',
      headers: { cookie },
      payload: { email: 'other@example.org' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ error: { code: 'email_mismatch', message: texts.emailNotYours } });

    let answer = '';
    const token = await tokenMailedBy(t, 'asha@example.org', async () => {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/set-password-link',
        headers: { cookie },
        payload: { email: ' ASHA@example.org ' },
      });
      expect(asked.statusCode).toBe(200);
      answer = asked.json().message;
    });
    expect(answer).toBe(texts.setPasswordLinkSent);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .orderBy('created_at', 'desc')
      .where('text_body', 'like', '%/set-password?token=%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`/set-password?token=${token}`);
    expect(mail.html_body).toContain(t.config.organisation.trustName);

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/set-password',
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(`password: ${texts.passwordTooShort(PASSWORD_MIN_LENGTH)}`);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/set-password',
      payload: { token, password: 'a long secret' },
    });
    expect(set.statusCode).toBe(204);
    expect((await me(cookie)).json().hasPassword).toBe(true);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/set-password',
      payload: { token, password: 'another secret' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(texts.linkInvalid);

    const signIn2 = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-password',
      payload: { email: 'Asha@Example.org', password: 'a long secret' },
    });
    expect(signIn2.statusCode).toBe(200);
    expect(signIn2.json()).toMatchObject({ id: user.id, hasPassword: true });
    expect((await me(cookieHeader(signIn2))).json().id).toBe(user.id);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/set-password-link',
      payload: { email: 'asha@example.org' },
    });
    expect(wrong.statusCode).toBe(401);

    const badPassword = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-password',
      payload: { email: 'asha@example.org', password: 'not the secret' },
    });
    expect(badPassword.json()).toEqual({ error: { code: 'wrong_password', message: texts.passwordWrong } });
  });
});
