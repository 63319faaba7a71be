import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The better-auth release decision 0011 was checked against (its cookie signing, refresh rule, session table). */
const VERIFIED_BETTER_AUTH = '1.7.7';

/** The installed better-auth's version (its package.json is not in its exports). */
function installedBetterAuth(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('better-auth'));
  while (path.basename(folder) !== 'better-auth') folder = path.dirname(folder);
  return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
}

describeEachDatabase('reading the session of a signed-in call', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  async function sessionExpiry(userId: string) {
    const rows = await t.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => new Date(row.expires_at).getTime());
  }

  async function setSessionExpiry(userId: string, expiresAt: Date) {
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt.toISOString() })
      .where('user_id', '=', userId)
      .execute();
    // Written beside the app, as another instance would: its notice reaches this one first.
    await t.services.sessions.heard();
  }

  it('knows a fresh session without touching its cookie', async () => {
    const { cookie, user } = await signIn(t, 'asha@example.org');
    const answer = await me(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(user);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the session token with a signature that is not ours', async () => {
    const { cookie } = await signIn(t, 'asha@example.org');
    const [name, value] = cookie.split('=', 2) as [string, string];
    const token = decodeURIComponent(value).split('.')[0];
    const forgedSignature = encodeURIComponent(`${'A'.repeat(43)}=`);
    expect((await me(`${name}=${token}.${forgedSignature}`)).statusCode).toBe(401);
    expect((await me(`${name}=${token}`)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('ends a session deleted in the database once its notice is heard (SQLite: at once)', async () => {
    const { cookie, user } = await signIn(t, 'asha@example.org');
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await t.services.sessions.heard();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('lets better-auth extend a session that is due for it, with a fresh cookie', async () => {
    const { cookie, user } = await signIn(t, 'asha@example.org');
    // better-auth's defaults: 7 days long, extended once a day has passed.
    await setSessionExpiry(user.id, new Date(Date.now() + 5 * DAY_MS));
    const answer = await me(cookie);
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toContain('visitpass.session_token=');
    const [expiresAt] = await sessionExpiry(user.id);
    expect(expiresAt).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it('lets better-auth end an expired session: refused, cookie cleared, row gone', async () => {
    const { cookie, user } = await signIn(t, 'asha@example.org');
    await setSessionExpiry(user.id, new Date(Date.now() - 1000));
    const answer = await me(cookie);
    expect(answer.statusCode).toBe(401);
    expect(String(answer.headers['set-cookie'])).toContain('visitpass.session_token=; Max-Age=0');
    expect(await sessionExpiry(user.id)).toEqual([]);
  });
});

// Tripwires for the fast path (decision 0011): with it switched off, or bypassed because
// better-auth's cookie, settings or session table moved, every test above still passes,
// since better-auth answers instead. These fail.
describeEachDatabase('the session fast path', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  it('is checked against the better-auth release it was verified with', () => {
    expect(installedBetterAuth()).toBe(VERIFIED_BETTER_AUTH);
  });

  it('reads a real signed-in session itself, under the cookie name the hook looks for', async () => {
    const { cookie, user } = await signIn(t, 'asha@example.org');
    const context = await t.services.auth.$context;
    expect(context.authCookies.sessionToken.name).toBe('visitpass.session_token');
    const lookup = await t.services.sessions.lookUpSession(cookie);
    expect(lookup).not.toBe('ask-better-auth');
    if (lookup === 'ask-better-auth') return;
    expect(lookup.session.user.id).toBe(user.id);
    expect(lookup.session.user.email).toBe('asha@example.org');
    expect(lookup.session.session.userId).toBe(user.id);
  });

  it('is the path signed-in API calls take; better-auth only for what needs it', async () => {
    const { cookie, user } = await signIn(t, 'asha@example.org');
    const before = { ...t.services.sessions.paths };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/bookings', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(t.services.sessions.paths).toEqual({ direct: before.direct + 2, betterAuth: before.betterAuth });

    // A session due for its refresh is better-auth's to extend.
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 5 * DAY_MS).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    await t.services.sessions.heard();
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect(t.services.sessions.paths).toEqual({
      direct: before.direct + 2,
      betterAuth: before.betterAuth + 1,
    });
  });
});
