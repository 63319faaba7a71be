import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eSession } from './browser';
import { eventually } from './page';

// Signing in by e-mail link against the real server, whose local mailbox holds the links.

/** The link flow through the API, for tests that only need a signed-in browser context. */
export async function signInThroughApi(session: E2eSession, request: APIRequestContext, email: string) {
  const api = (route: string) => session.url(`/api/${route}`);
  expect((await request.post(api('accounts/sign-in-link/request'), { data: { email } })).ok()).toBe(true);
  const mailbox = (await (await request.get(api('dev/mailbox'))).json()) as {
    messages: { to: string; text: string }[];
  };
  const token = mailbox.messages.find((mail) => mail.to === email)?.text.match(/[?&]token=([\w-]+)/)?.[1];
  expect(token, 'a sign-in link in the mailbox').toBeTruthy();
  expect((await request.post(api('accounts/sign-in-link'), { data: { token, email } })).ok()).toBe(true);
}

/** Opens the dev mailbox page and returns the newest link to `email` whose address contains `part`. */
export async function linkFromMailbox(session: E2eSession, page: Page, email: string, part: string) {
  await page.goto(session.url('/dev/mailbox'));
  const message = page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: part }).first();
  const link = message.getByRole('link').filter({ hasText: part }).first();
  await eventually(() => link.count()).toBe(1);
  return (await link.getAttribute('href')) ?? '';
}
