import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, tokenMailedBy } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';

describe('accounts outside the local environment', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp('sqlite', {
      env: {
        APP_ENV: 'dev',
        SMS_WEBHOOK_SECRET: 'webhook-secret-that-is-at-least-32-characters',
      },
    });
  });
  afterEach(() => t.close());

  const homeOrigin = () => new URL(t.config.site.homeSite).origin;

  it('links to the environment’s home site and sets Secure cookies', async () => {
    const email = 'asha@example.org';
    const token = await tokenMailedBy(t, email, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in-link/request',
        headers: { origin: homeOrigin(), host: 'internal-host:8080' },
        payload: { email },
      }),
    );
    const mail = await t.database.db.selectFrom('mail_outbox').select('text_body').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`${t.config.site.homeSite}/?mode=signIn&token=${token}`);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link',
      headers: { origin: homeOrigin() },
      payload: { token, email },
    });
    expect(signedIn.statusCode).toBe(200);
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toContain('__Secure-visitpass.session_token=');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
  });

  it('links a request from the admin site back to the admin site, in words for staff', async () => {
    const email = 'door@example.org';
    const token = await tokenMailedBy(t, email, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in-link/request',
        headers: { origin: new URL(t.config.site.adminSite).origin, host: 'internal-host:8080' },
        payload: { email },
      }),
    );
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`${new URL('/', t.config.site.adminSite)}?mode=signIn&token=${token}`);
    expect(mail.subject).toMatch(/^Sign in to the .+ staff site$/);
    expect(mail.text_body).toContain('Sign in to the staff site');
    expect(mail.text_body).not.toContain('book your visit');
  });

  it('refuses a loopback origin, which only the local environment trusts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link/request',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'asha@example.org' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('has no dev mailbox', async () => {
    await signIn(t, 'asha@example.org');
    const response = await t.app.inject('/api/dev/mailbox');
    expect(response.statusCode).toBe(404);
  });
});

describe('the local auth secret', () => {
  let dataDir: string;
  let t: TestApp;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-secret-'));
    t = await createTestApp('sqlite', { env: { DATA_DIR: dataDir, AUTH_SECRET: undefined } });
  });
  afterEach(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is generated once, kept private in DATA_DIR, and keeps sessions across a restart', async () => {
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const { cookie } = await signIn(t, 'asha@example.org');
    const { app: restarted } = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
      checkAnswers: true,
    });
    try {
      const me = await restarted.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('asha@example.org');
    } finally {
      await restarted.close();
    }
  });
});
