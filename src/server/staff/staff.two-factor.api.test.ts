import { afterEach, beforeEach, expect, it } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { cookieHeader, type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { totpCode } from '../../test/totp';

describeEachDatabase('staff management: the welcome mail and resetting a second factor', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { ADMIN_2FA: 'required' } });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    admin = { ...admin, cookie: await enrol(admin.cookie) };
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });

  /** Sets up and passes the second factor; returns the session's new cookie. */
  async function enrol(cookie: string): Promise<string> {
    const { totpUri } = (await call('POST', '/api/accounts/two-factor/enrol', cookie, {})).json();
    const confirmed = await call('POST', '/api/accounts/two-factor/confirm', cookie, {
      code: totpCode(totpUri),
    });
    expect(confirmed.statusCode).toBe(200);
    return cookieHeader(confirmed);
  }

  it('mails someone made staff how to sign in on the staff site, once', async () => {
    const added = await call('POST', '/api/admin/staff', admin.cookie, {
      email: 'ravi@example.org',
      role: 'staff',
    });
    expect(added.statusCode).toBe(201);
    const mails = (await outboxMail(t)).filter((mail) => mail.to === 'ravi@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your staff access to /);
    expect(mails[0]?.text).toContain('staff access to the');
    expect(mails[0]?.text).toContain(t.config.site.adminSite);
    expect(mails[0]?.text).toContain('Send me a login link');

    // Made admin later: already staff, so no second mail.
    await call('POST', '/api/admin/staff', admin.cookie, { email: 'ravi@example.org', role: 'admin' });
    expect((await outboxMail(t)).filter((mail) => mail.to === 'ravi@example.org')).toHaveLength(1);
  });

  it("resets another admin's second factor, audited; they set it up again", async () => {
    const other = await signIn(t, 'other@example.org', { role: 'admin' });
    const otherCookie = await enrol(other.cookie);
    expect((await call('GET', '/api/admin/staff', otherCookie)).statusCode).toBe(200);

    const reset = await call('DELETE', `/api/admin/staff/${other.user.id}/two-factor`, admin.cookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email: 'other@example.org', twoFactorEnabled: false });

    // Their session no longer counts as past the factor; they are asked to set it up.
    const refused = await call('GET', '/api/admin/staff', otherCookie);
    expect(refused.json().error).toEqual({
      code: 'two_factor_required',
      message: 'Set up a second factor (an authenticator app) to use the admin site.',
    });
    expect((await call('GET', '/api/accounts/two-factor', otherCookie)).json()).toMatchObject({
      enabled: false,
      passed: false,
    });
    expect(await enrol(otherCookie)).toContain('visitpass.session_token=');

    const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json().entries;
    expect(
      audit.find((entry: { action: string }) => entry.action === 'staff.two_factor_reset'),
    ).toMatchObject({
      actor: { email: 'admin@example.org' },
      subject: other.user.id,
      before: { email: 'other@example.org', twoFactorEnabled: true },
      after: { email: 'other@example.org', twoFactorEnabled: false },
    });
  });

  it('refuses to reset one’s own, one not set up, a visitor’s, and to anyone but an admin past the factor', async () => {
    const own = await call('DELETE', `/api/admin/staff/${admin.user.id}/two-factor`, admin.cookie);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toEqual({
      code: 'own_account',
      message: 'Another admin has to reset your own second factor.',
    });
    const door = await signIn(t, 'door@example.org', { role: 'staff' });
    const notSetUp = await call('DELETE', `/api/admin/staff/${door.user.id}/two-factor`, admin.cookie);
    expect(notSetUp.statusCode).toBe(409);
    expect(notSetUp.json().error.code).toBe('two_factor_not_enabled');
    const visitor = await signIn(t, 'visitor@example.org');
    expect(
      (await call('DELETE', `/api/admin/staff/${visitor.user.id}/two-factor`, admin.cookie)).statusCode,
    ).toBe(404);

    expect(
      (await call('DELETE', `/api/admin/staff/${admin.user.id}/two-factor`, door.cookie)).statusCode,
    ).toBe(403);
    const notPassed = await signIn(t, 'admin@example.org');
    const refused = await call('DELETE', `/api/admin/staff/${door.user.id}/two-factor`, notPassed.cookie);
    expect(refused.json().error.code).toBe('two_factor_required');
  });
});
