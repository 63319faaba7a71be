import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eSession } from '../support/browser';
import { runSql } from '../support/db';

// The staff site is the same server on the admin host; Chromium resolves *.localhost to loopback.

/** An address on the admin site of the test server. */
export function adminUrl(session: E2eSession, path: string): string {
  const url = new URL(session.url(path));
  url.hostname = 'admin.localhost';
  return url.toString();
}

/** The newest sign-in link mailed to `email`, read from the local outbox. */
export async function mailedSignInLink(session: E2eSession, email: string): Promise<string> {
  const response = await fetch(session.url('/api/dev/mailbox'));
  const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
  const link = messages.find((mail) => mail.to === email)?.text.match(/https?:\S+mode=signIn\S+/)?.[0];
  expect(link, `a sign-in link mailed to ${email}`).toBeTruthy();
  return link ?? '';
}

/** Signs the page in on the admin host through the API, as the sign-in form would; then reloads. */
export async function signInOnAdminHost(session: E2eSession, page: Page, email: string): Promise<void> {
  await page.goto(adminUrl(session, '/door'));
  const post = (path: string, body: object) =>
    page.evaluate(
      async ({ path, body }) =>
        (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { path, body },
    );
  expect(await post('/api/accounts/sign-in-link/request', { email })).toBe(200);
  const token = new URL(await mailedSignInLink(session, email)).searchParams.get('token');
  expect(await post('/api/accounts/sign-in-link', { token, email })).toBe(200);
  await page.reload();
}

/** Gives an existing account a staff role, straight in the database. */
export function grantRole(session: E2eSession, email: string, role: 'staff' | 'admin'): void {
  expect(runSql(session.server, 'UPDATE brindavan_users SET role = ? WHERE email = ?', role, email)).toBe(1);
}
