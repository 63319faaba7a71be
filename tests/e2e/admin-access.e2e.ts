import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/test/totp';
import { adminUrl, grantRole, mailedSignInLink, signInOnAdminHost } from './staff/admin-host';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';

// The staff site's doors, in Chromium against the real server with ADMIN_2FA=required: the
// mailed link's dialog goes away with its token and leaves the second factor; staff who are
// not admins are told which pages are for admins.

describe('the staff site with a second factor required of admins', () => {
  const session = useE2eSession({ ADMIN_2FA: 'required' });
  const ADMIN = 'chief@example.org';

  it('reaches the code field with nothing over it, and a reload shows no dialog', async () => {
    const { page, context } = session;
    // An admin who set up the app in an earlier session.
    await signInOnAdminHost(session, page, ADMIN);
    grantRole(session, ADMIN, 'admin');
    const totpUri = await page.evaluate(async () => {
      const response = await fetch('/api/accounts/two-factor/enrol', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return ((await response.json()) as { totpUri: string }).totpUri;
    });
    const confirmed = await page.evaluate(
      async (code) =>
        (
          await fetch('/api/accounts/two-factor/confirm', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code }),
          })
        ).status,
      totpCode(totpUri),
    );
    expect(confirmed).toBe(200);
    await context.clearCookies();

    // Signed out: asks for a link on the admin site's form and follows it.
    await page.goto(adminUrl(session, '/'));
    await page.getByLabel('E-mail address').fill(ADMIN);
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'mail' }).count()).toBe(1);
    await page.goto(await mailedSignInLink(session, ADMIN));

    const codeField = page.getByLabel('Code from your authenticator app');
    await eventually(() => codeField.isVisible()).toBe(true);
    await eventually(() => page.locator('dialog[open]').count()).toBe(0);
    await eventually(() => codeField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(new URL(page.url()).searchParams.has('mode')).toBe(false);
    // Typing goes into the field: nothing covers it.
    await page.keyboard.type('123');
    expect(await codeField.inputValue()).toBe('123');

    await page.reload();
    await eventually(() => codeField.isVisible()).toBe(true);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The door's calls are what ask for the factor (once per load); let the last one land.
    await page.waitForTimeout(500);
    await session.forgetRefusedCall('/api/admin/occupancy', 403);
    await session.forgetRefusedCall('/api/admin/door/roster', 403);
  });

  it.each(['/staff', '/schedule', '/slots', '/closures', '/reports', '/audit'])(
    'tells staff who are not admins that %s is for admins, with no form and no refused call',
    async (path) => {
      const { page } = session;
      await signInOnAdminHost(session, page, 'door@example.org');
      grantRole(session, 'door@example.org', 'staff');
      await page.goto(adminUrl(session, path));
      await eventually(() =>
        page.getByRole('heading', { name: 'For admins only', level: 1 }).isVisible(),
      ).toBe(true);
      const main = page.getByRole('main');
      expect(await main.textContent()).toContain('This page is for admins.');
      expect(await main.locator('form, input, select, textarea').count()).toBe(0);
      expect(await main.getByText(/Error|403|Try again/).count()).toBe(0);
    },
  );
});
