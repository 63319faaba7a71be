import { afterEach, beforeEach, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../shared/schemas/accounts';
import { texts } from '../../shared/texts';
import { cookieHeader, signIn, tokenMailedBy } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('sign-in', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const askForLink = (email: string) => post('/api/accounts/sign-in-link/request', { email });
  const useLink = (token: string, email: string) => post('/api/accounts/sign-in-link', { token, email });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  it('mails a link to the app that signs in once and creates the account', async () => {
    const asked = await askForLink('  Asha@Example.org ');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: texts.checkMailbox });

    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('asha@example.org');
    expect(mail.status).toBe('local');
    expect(mail.text_body).toMatch(/http:\/\/localhost(:80)?\/\?mode=signIn&token=[\w-]+/);
    expect(mail.text_body).toContain(t.config.organisation.trustName);
    expect(mail.html_body).toContain('?mode=signIn&amp;token=');
    expect(mail.html_body).toContain(t.config.organisation.trustName);

    const token = mail.text_body?.match(/token=([\w-]+)/)?.[1] ?? '';
    const stored = await t.database.db.selectFrom('auth_tokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.identifier).not.toContain(token);

    const signedIn = await useLink(token, 'asha@example.org');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      email: 'asha@example.org',
      displayName: null,
      hasPassword: false,
      role: 'visitor',
    });
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');

    const cookie = cookieHeader(signedIn);
    expect((await me(cookie)).json().email).toBe('asha@example.org');

    const again = await useLink(token, 'asha@example.org');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'link_invalid', message: texts.linkInvalid } });
  });

  it('signs the same account in again on a later link', async () => {
    const first = await signIn(t, 'ravi@example.org');
    const second = await signIn(t, 'ravi@example.org');
    expect(second.user.id).toBe(first.user.id);
    expect(second.cookie).not.toBe(first.cookie);
  });

  it('makes links last 10 minutes and refuses an expired one', async () => {
    const token = await tokenMailedBy(t, 'late@example.org', () => askForLink('late@example.org'));
    const stored = await t.database.db.selectFrom('auth_tokens').selectAll().executeTakeFirstOrThrow();
    const lifetime = new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime();
    expect(Math.round(lifetime / 1000)).toBe(600);

    // better-auth checks expiry against the real clock, so the stored expiry is moved instead.
    await t.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const late = await useLink(token, 'late@example.org');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(texts.linkInvalid);
  });

  it('refuses an e-mail that is not the link’s, and still accepts the right one', async () => {
    const token = await tokenMailedBy(t, 'owner@example.org', () => askForLink('owner@example.org'));
    const wrong = await useLink(token, 'someone-else@example.org');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'email_mismatch', message: texts.emailNotTheLinks } });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await useLink(token, 'owner@example.org');
    expect(right.statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await useLink('madeUpTokenmadeUpTokenmadeUpToke', 'asha@example.org');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(texts.linkInvalid);
  });

  it.each([
    [{ email: '' }, texts.emailRequired],
    [{ email: 'not-an-address' }, texts.emailInvalid],
    [{}, texts.emailRequired],
  ])('refuses to mail a link for %j', async (payload, message) => {
    const response = await post('/api/accounts/sign-in-link/request', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_input', message: `email: ${message}` } });
  });

  it('tells an unknown user apart from a wrong password', async () => {
    const unknown = await post('/api/accounts/sign-in-password', {
      email: 'nobody@example.org',
      password: 'whatever-123',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'user_not_found', message: texts.userNotAvailable } });

    // Signed up by link, no password yet: any password is wrong.
    await signIn(t, 'link-only@example.org');
    const wrong = await post('/api/accounts/sign-in-password', {
      email: 'link-only@example.org',
      password: 'guess-1234',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'wrong_password', message: texts.passwordWrong } });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a password shorter than 8 characters before checking it', async () => {
    const response = await post('/api/accounts/sign-in-password', {
      email: 'a@example.org',
      password: '1234567',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(`password: ${texts.passwordTooShort(PASSWORD_MIN_LENGTH)}`);
  });

  it('refuses sign-in calls from another site', async () => {
    const response = await post(
      '/api/accounts/sign-in-link/request',
      { email: 'asha@example.org' },
      { origin: 'https://evil.example.com' },
    );
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('refuses them however the path is spelled: the check belongs to the /api routes, not to URL text', async () => {
    const response = await post(
      '/%61pi/accounts/sign-in-link/request',
      { email: 'asha@example.org' },
      { origin: 'https://evil.example.com' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_origin');
    expect(await t.database.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('exposes only the better-auth endpoints the app uses', async () => {
    const response = await post('/api/auth/sign-in/email', {
      email: 'a@example.org',
      password: 'x'.repeat(10),
    });
    expect(response.statusCode).toBe(404);
    const magic = await post('/api/auth/sign-in/magic-link', { email: 'a@example.org' });
    expect(magic.statusCode).toBe(404);
    // It would hand the session token to scripts.
    expect((await t.app.inject('/api/auth/get-session')).statusCode).toBe(404);
  });
});
