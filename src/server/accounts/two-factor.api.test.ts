import { afterEach, beforeEach, expect, it } from 'vitest';
import { cookieHeader, signIn, tokenMailedBy } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { totpCode, wrongTotpCode } from '../../test/totp';

const ADMIN = 'admin@example.org';

describeEachDatabase('the second factor of admins (ADMIN_2FA=required)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { ADMIN_2FA: 'required' } });
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const adminCall = (cookie: string) => call('GET', '/api/admin/staff', cookie);

  /**
   * Enrols the signed-in admin and confirms with the app's code; returns what the app holds
   * and `nextCode`, the code of the step after the confirming one (each code passes once).
   */
  async function enrol(cookie: string) {
    const started = await call('POST', '/api/accounts/two-factor/enrol', cookie, {});
    expect(started.statusCode).toBe(200);
    const { totpUri, backupCodes } = started.json();
    const at = Date.now();
    const confirmed = await call('POST', '/api/accounts/two-factor/confirm', cookie, {
      code: totpCode(totpUri, at),
    });
    expect(confirmed.statusCode).toBe(200);
    return {
      totpUri: totpUri as string,
      nextCode: totpCode(totpUri, at + 30_000),
      backupCodes: backupCodes as string[],
      cookie: cookieHeader(confirmed),
    };
  }

  it('keeps an admin without a second factor out of the admin API until it is set up', async () => {
    const { cookie } = await signIn(t, ADMIN, { role: 'admin' });
    const refused = await adminCall(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'two_factor_required',
      message: 'Set up a second factor (an authenticator app) to use the admin site.',
    });
    expect((await call('GET', '/api/accounts/two-factor', cookie)).json()).toEqual({
      required: true,
      enabled: false,
      passed: false,
      backupCodesLeft: 0,
    });
  });

  it('enrols with a QR code URI and backup codes shown once, confirmed by a code from the app', async () => {
    const { cookie } = await signIn(t, ADMIN, { role: 'admin' });
    const started = await call('POST', '/api/accounts/two-factor/enrol', cookie, {});
    const { totpUri, backupCodes } = started.json();
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/.+admin%40example\.org\?secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Nothing that reads as something else on paper: no i, l, 1, o, 0, and no capitals.
    for (const code of backupCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);

    const wrong = await call('POST', '/api/accounts/two-factor/confirm', cookie, {
      code: wrongTotpCode(totpUri),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_code');
    expect((await adminCall(cookie)).statusCode).toBe(403);

    const confirmed = await call('POST', '/api/accounts/two-factor/confirm', cookie, {
      code: totpCode(totpUri),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ required: true, enabled: true, passed: true, backupCodesLeft: 10 });
    // better-auth replaces the session when the factor is switched on: the new cookie works.
    const renewed = cookieHeader(confirmed);
    expect(renewed).toContain('visitpass.session_token=');
    expect((await adminCall(renewed)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', cookie)).statusCode).toBe(401);

    const again = await call('POST', '/api/accounts/two-factor/enrol', renewed, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('two_factor_enabled');
  });

  it('asks again after the next e-mail link sign-in, and a code from the app passes it', async () => {
    const first = await signIn(t, ADMIN, { role: 'admin' });
    const { totpUri, nextCode } = await enrol(first.cookie);

    const { cookie } = await signIn(t, ADMIN);
    const refused = await adminCall(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'two_factor_required',
      message: 'Enter the code from your authenticator app to use the admin site.',
    });
    expect((await call('GET', '/api/accounts/two-factor', cookie)).json()).toEqual({
      required: true,
      enabled: true,
      passed: false,
      backupCodesLeft: 10,
    });

    const wrong = await call('POST', '/api/accounts/two-factor/verify', cookie, {
      code: wrongTotpCode(totpUri),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_code');
    expect((await adminCall(cookie)).statusCode).toBe(403);

    const passed = await call('POST', '/api/accounts/two-factor/verify', cookie, {
      code: `${nextCode.slice(0, 3)} ${nextCode.slice(3)}`,
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toEqual({ required: true, enabled: true, passed: true, backupCodesLeft: 10 });
    expect((await adminCall(cookie)).statusCode).toBe(200);
  });

  it('passes with a backup code, each code once, and says when one was used already', async () => {
    const first = await signIn(t, ADMIN, { role: 'admin' });
    const { backupCodes } = await enrol(first.cookie);

    const one = await signIn(t, ADMIN);
    // Typed from paper: capitals and no dash are the same code.
    const passed = await call('POST', '/api/accounts/two-factor/verify', one.cookie, {
      code: (backupCodes[3] as string).toUpperCase().replace('-', ''),
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().backupCodesLeft).toBe(9);
    expect((await adminCall(one.cookie)).statusCode).toBe(200);

    const two = await signIn(t, ADMIN);
    const reused = await call('POST', '/api/accounts/two-factor/verify', two.cookie, {
      code: backupCodes[3],
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'code_used',
      message: 'That backup code has been used already. Each one works once: try another.',
    });
    const wrong = await call('POST', '/api/accounts/two-factor/verify', two.cookie, { code: 'abcde-fghjk' });
    expect(wrong.json().error.code).toBe('invalid_code');
    expect((await adminCall(two.cookie)).statusCode).toBe(403);
  });

  it('asks after a password sign-in too, and enrolling asks for that password', async () => {
    const first = await signIn(t, ADMIN, { role: 'admin' });
    const password = 'correct horse battery';
    const token = await tokenMailedBy(t, ADMIN, () =>
      call('POST', '/api/accounts/set-password-link', first.cookie, { email: ADMIN }),
    );
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/set-password',
      payload: { token, password },
    });
    expect(set.statusCode).toBe(204);

    const withoutPassword = await call('POST', '/api/accounts/two-factor/enrol', first.cookie, {});
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().error.code).toBe('wrong_password');
    const started = await call('POST', '/api/accounts/two-factor/enrol', first.cookie, { password });
    expect(started.statusCode).toBe(200);
    const { totpUri } = started.json();
    const at = Date.now();
    const confirmed = await call('POST', '/api/accounts/two-factor/confirm', first.cookie, {
      code: totpCode(totpUri, at),
    });
    expect(confirmed.statusCode).toBe(200);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-password',
      payload: { email: ADMIN, password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: ADMIN, role: 'admin' });
    const cookie = cookieHeader(signedIn);
    expect((await adminCall(cookie)).json().error.code).toBe('two_factor_required');
    const passed = await call('POST', '/api/accounts/two-factor/verify', cookie, {
      code: totpCode(totpUri, at + 30_000),
    });
    expect(passed.statusCode).toBe(200);
    expect((await adminCall(cookie)).statusCode).toBe(200);
  });

  it('stops guessing: after 10 wrong codes in 15 minutes even the right one waits', async () => {
    await t.close();
    t = await createTestApp(kind, { env: { ADMIN_2FA: 'required', RATE_LIMITS: 'on' } });
    const first = await signIn(t, ADMIN, { role: 'admin' });
    const { totpUri } = await enrol(first.cookie);
    const { cookie } = await signIn(t, ADMIN);
    const wrong = wrongTotpCode(totpUri);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await call('POST', '/api/accounts/two-factor/verify', cookie, { code: wrong });
      expect(answer.json().error.code).toBe('invalid_code');
    }
    const limited = await call('POST', '/api/accounts/two-factor/verify', cookie, {
      code: totpCode(totpUri),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await adminCall(cookie)).statusCode).toBe(403);
  });

  it('refuses the calls to people it does not concern', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/two-factor' })).statusCode).toBe(401);
    const visitor = await signIn(t, 'visitor@example.org');
    expect((await call('GET', '/api/accounts/two-factor', visitor.cookie)).json()).toEqual({
      required: false,
      enabled: false,
      passed: false,
      backupCodesLeft: 0,
    });
    const enrol = await call('POST', '/api/accounts/two-factor/enrol', visitor.cookie, {});
    expect(enrol.statusCode).toBe(403);
    expect(enrol.json().error.code).toBe('forbidden');
    const verify = await call('POST', '/api/accounts/two-factor/verify', visitor.cookie, { code: '123456' });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error.code).toBe('two_factor_not_enabled');
  });
});

describeEachDatabase('the second factor of admins (ADMIN_2FA=optional, the local default)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('lets an admin without a second factor in', async () => {
    expect(t.config.adminTwoFactor).toBe('optional');
    const { cookie } = await signIn(t, ADMIN, { role: 'admin' });
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/two-factor',
      headers: { cookie },
    });
    expect(status.json()).toEqual({ required: false, enabled: false, passed: false, backupCodesLeft: 0 });
  });
});
