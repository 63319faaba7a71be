import type { LightMyRequestResponse } from 'fastify';
import { setUserRole } from '../server/accounts/accounts.repository';
import type { Role } from '../server/http/current-user';
import type { Me } from '../shared/schemas/accounts';
import type { TestApp } from './test-app';

/** `name=value; name=value` from a response's Set-Cookie headers, for the next request. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

async function mailIdsTo(t: TestApp, email: string): Promise<Set<string>> {
  const rows = await t.database.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', email.toLowerCase())
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Runs `action` (which should mail one link to `email`) and returns the token of the link in
 * the message it added to the outbox.
 */
export async function tokenMailedBy(
  t: TestApp,
  email: string,
  action: () => Promise<unknown>,
): Promise<string> {
  const before = await mailIdsTo(t, email);
  await action();
  const added = [...(await mailIdsTo(t, email))].filter((id) => !before.has(id));
  if (added.length !== 1) throw new Error(`expected one new mail, found ${added.length}`);
  const mail = await t.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('id', '=', added[0])
    .executeTakeFirstOrThrow();
  const token = mail.text_body?.match(/[?&]token=([\w-]+)/)?.[1];
  if (!token) throw new Error('the mail holds no link');
  return token;
}

export interface SignedInUser {
  /** Send as the `cookie` header. */
  cookie: string;
  user: Me;
}

/**
 * Signs a user in through the real e-mail link flow: asks for a link, reads it from the outbox
 * and finishes sign-in with it (creating the account the first time). Optionally saves a
 * display name through the API, or gives the user a role directly in the database.
 */
export async function signIn(
  t: TestApp,
  email: string,
  options: { displayName?: string; role?: Role } = {},
): Promise<SignedInUser> {
  const token = await tokenMailedBy(t, email, async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link/request',
      payload: { email },
    });
    if (asked.statusCode !== 200) throw new Error(`asking for a sign-in link failed: ${asked.body}`);
  });
  const finished = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/sign-in-link',
    payload: { token, email },
  });
  if (finished.statusCode !== 200) throw new Error(`signing in with the link failed: ${finished.body}`);
  const cookie = cookieHeader(finished);

  if (options.displayName !== undefined) {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { displayName: options.displayName },
    });
    if (saved.statusCode !== 200) throw new Error(`saving the display name failed: ${saved.body}`);
  }
  if (options.role) {
    await setUserRole(t.database.db, finished.json().id, options.role);
    // Written beside the app: on PostgreSQL its notice reaches the kept sessions first.
    await t.services.sessions.heard();
  }

  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return { cookie, user: me.json() };
}
