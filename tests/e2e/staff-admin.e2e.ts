import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/test/totp';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';

// An admin on the staff site with ADMIN_2FA=required, as outside the local environment: the
// second factor set up and used, and staff managed.

describe('an admin on the staff site', () => {
  const session = useE2eSession({ ADMIN_2FA: 'required' });

  it('sets up the second factor, manages staff, and uses a backup code in the next session', async () => {
    const { page, browser } = session;
    await signInOnAdminHost(session, page, 'head@example.org');
    grantRole(session, 'head@example.org', 'admin');
    await page.goto(adminUrl(session, '/staff'));

    // The admin API asks for the factor; nothing of the staff page shows before it.
    await eventually(() => page.getByRole('heading', { name: 'Second factor' }).isVisible()).toBe(true);
    await session.forgetRefusedCall('/api/admin/staff', 403);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Set up the second factor' }).click();
    const qr = page.getByRole('img', { name: 'QR code that adds this account to an authenticator app' });
    await qr.waitFor();
    const key = (await page.locator('.two-factor-secret').textContent()) ?? '';
    const uri = `otpauth://totp/visitpass?secret=${key}`;
    await expectNoAxeViolations(page);
    await page.getByLabel('Code from the app').fill(totpCode(uri));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('region', { name: /Keep your backup codes/ }).getByRole('listitem');
    await eventually(() => codes.count()).toBeGreaterThan(0);
    const backupCode = (await codes.first().textContent()) ?? '';
    // Nothing read as something else on paper, and a way to keep them.
    for (const code of await codes.allTextContents())
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(await page.getByRole('button', { name: 'Print codes' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy codes' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'I have kept them: continue' }).click();

    // Staff: add, make admin, remove; the last admin stays.
    await eventually(() => page.getByRole('heading', { name: 'Staff (1)' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail address').fill('desk@example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await eventually(() => page.getByRole('heading', { name: 'Staff (2)' }).isVisible()).toBe(true);
    const addedLine = page.getByText('desk@example.org is now staff.');
    expect(await addedLine.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Make admin desk@example.org' }).click();
    await eventually(() =>
      page.getByRole('button', { name: 'Make staff desk@example.org' }).isVisible(),
    ).toBe(true);
    // Removing asks in the app's own dialog (a native one would fail this test: none is accepted),
    // and the line about the one just added goes with them.
    await page.getByLabel('E-mail address').fill('gate@example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await eventually(() => page.getByText('gate@example.org is now staff.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Remove gate@example.org' }).click();
    const ask = page.getByRole('dialog', { name: 'Remove staff access?' });
    await eventually(() => ask.isVisible()).toBe(true);
    expect(await ask.textContent()).toContain('gate@example.org can no longer use the door');
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Remove access' }).click();
    await eventually(() => page.getByText('gate@example.org is no longer staff.').isVisible()).toBe(true);
    expect(await page.getByText('is now staff').count()).toBe(0);
    await page.getByRole('button', { name: 'Remove desk@example.org' }).click();
    await ask.getByRole('button', { name: 'Remove access' }).click();
    await eventually(() => page.getByRole('heading', { name: 'Staff (1)' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Remove head@example.org' }).click();
    await ask.getByRole('button', { name: 'Remove access' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe(
      'This is the last admin. Make someone else an admin first.',
    );
    await session.forgetRefusedCall('/api/admin/staff/', 409);

    // A new session asks for a code again; a backup code does.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await signInOnAdminHost(session, second, 'head@example.org');
      await second.goto(adminUrl(session, '/staff'));
      await eventually(() => second.getByLabel('Code from your authenticator app').isVisible()).toBe(true);
      await second.getByLabel('Code from your authenticator app').fill(backupCode);
      await second.getByRole('button', { name: 'Continue' }).click();
      await eventually(() => second.getByRole('heading', { name: 'Staff (1)' }).isVisible()).toBe(true);
      expect(await second.getByRole('banner').textContent()).toContain('9 backup codes left');
    } finally {
      await other.close();
    }
  });
});
