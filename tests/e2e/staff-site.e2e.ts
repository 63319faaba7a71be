import { describe, expect, it } from 'vitest';
import { adminUrl, grantRole, mailedSignInLink, signInOnAdminHost } from './staff/admin-host';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';

// The staff site on the admin host, in Chromium against the real server: who gets in, and
// the pages around the door.

describe('the staff site', () => {
  const session = useE2eSession();

  it('signs a staff member in with a mailed link that comes back to the admin host', async () => {
    const { page } = session;
    await page.goto(adminUrl(session, '/'));
    await eventually(() => page.getByRole('heading', { name: 'Staff sign-in' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // The account exists once it has signed in; the role is granted meanwhile, as the CLI would.
    await signInOnAdminHost(session, page, 'first@example.org');
    grantRole(session, 'first@example.org', 'staff');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.getByLabel('E-mail address').fill('first@example.org');
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'mail' }).count()).toBe(1);
    const link = await mailedSignInLink(session, 'first@example.org');
    expect(new URL(link).hostname).toBe('admin.localhost');

    await page.goto(link);
    await eventually(() => page.getByRole('heading', { name: 'Door', level: 1 }).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Staff pages' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Door', 'Day']);
    await expectNoAxeViolations(page);
  });

  it('shows a visitor account that it has no staff access, and nothing else', async () => {
    const { page } = session;
    await signInOnAdminHost(session, page, 'visitor@example.org');
    await eventually(() =>
      page.getByRole('heading', { name: 'This account has no staff access' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('button').allTextContents()).toEqual(['Sign out']);
    expect(await page.getByLabel(/Scan a ticket/).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
