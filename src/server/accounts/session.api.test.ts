import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

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

  it('checks the database on every call: a session deleted there is over at once', async () => {
    const { cookie, user } = await signIn(t, 'asha@example.org');
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
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
