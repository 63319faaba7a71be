import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../src/shared/schemas/accounts';
import { texts } from '../../src/shared/texts';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually, greeting } from './support/page';
import { linkFromMailbox, signInThroughApi } from './support/sign-in';

// Accounts in Chromium against the real server: sign-in links read from the local mailbox
// page, name capture, set password, password sign-in, sign-out, and the login dialog itself.

describe('accounts', () => {
  const session = useE2eSession();

  const loginDialog = (page: Page) => page.getByRole('dialog', { name: texts.loginTitle });

  async function openLoginDialog(page: Page) {
    await page.goto(session.url('/'));
    await greeting(page).getByRole('button', { name: texts.loginToBook }).click();
    await eventually(() => loginDialog(page).isVisible()).toBe(true);
  }

  async function askForLink(page: Page, email: string) {
    await openLoginDialog(page);
    await loginDialog(page).getByLabel('E-mail address').fill(email);
    await loginDialog(page).getByRole('button', { name: 'Send me a login link' }).click();
    await eventually(() => loginDialog(page).getByRole('status').textContent()).toBe(texts.checkMailbox);
  }

  /** Creates an account through the link flow in a throwaway browser context. */
  async function signUpByLink(email: string) {
    const context = await session.browser.newContext();
    try {
      await signInThroughApi(session, context.request, email);
    } finally {
      await context.close();
    }
  }

  it('signs in by link, asks for a name, sets a password that works in a fresh browser, and signs out', async () => {
    const { page } = session;
    const email = 'asha@example.org';
    await askForLink(page, email);
    expect(await page.evaluate(() => localStorage.getItem('emailForSignIn'))).toBe(email);

    const link = await linkFromMailbox(session, page, email, 'mode=signIn');
    await page.goto(link);
    await eventually(() => greeting(page).textContent()).toContain(`${texts.greeting} ${texts.unnamedUser}`);
    await eventually(async () => new URL(page.url()).search).toBe('');

    // No name yet: the date and slot can be chosen, only the visitor form waits for the name.
    const nameField = page.getByLabel(texts.askName);
    await eventually(() => nameField.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: texts.chooseDate }).count()).toBe(1);
    await eventually(() => page.getByText('Please save your name above first').isVisible()).toBe(true);
    expect(await page.getByPlaceholder("Person's Name").count()).toBe(0);
    await nameField.fill('  Asha  ');
    await page.getByRole('button', { name: texts.saveName }).click();
    await eventually(() => greeting(page).textContent()).toContain(`${texts.greeting} Asha`);
    await eventually(() => page.getByText('Please save your name above first').count()).toBe(0);
    expect(await page.locator('.account-email').textContent()).toContain(email);

    await page.getByRole('button', { name: texts.setPassword }).click();
    await page.getByLabel('Type your e-mail address to confirm').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await eventually(() => page.getByText(texts.setPasswordLinkSent).isVisible()).toBe(true);

    const setPasswordLink = await linkFromMailbox(session, page, email, '/set-password?token=');
    await page.goto(setPasswordLink);
    await page.getByLabel('New password').fill('a long secret');
    await page.getByRole('button', { name: texts.setPassword }).click();
    await eventually(() => page.getByRole('status').textContent()).toContain('Your password is set.');

    const fresh = await (await session.browser.newContext()).newPage();
    try {
      await fresh.goto(session.url('/'));
      await greeting(fresh).getByRole('button', { name: texts.loginToBook }).click();
      const dialog = loginDialog(fresh);
      await dialog.getByLabel('E-mail address').fill(email);
      await dialog.getByRole('switch', { name: texts.loginWithPassword }).click();
      await dialog.getByLabel('Password', { exact: true }).fill('a long secret');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await eventually(() => greeting(fresh).textContent()).toContain(`${texts.greeting} Asha`);
    } finally {
      await fresh.context().close();
    }

    await page.goto(session.url('/'));
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(texts.confirmSignOut);
      void dialog.accept();
    });
    await page.getByRole('button', { name: texts.signOut }).click();
    await eventually(() => greeting(page).textContent()).toContain(`${texts.greeting} ${texts.guestName}`);
    const me = await page.request.get(session.url('/api/me'));
    expect(me.status()).toBe(401);
  });

  it('asks for the e-mail when the link is opened in a browser that did not ask for it', async () => {
    const { page } = session;
    const email = 'ravi@example.org';
    await askForLink(page, email);
    const link = await linkFromMailbox(session, page, email, 'mode=signIn');

    const other = await (await session.browser.newContext()).newPage();
    try {
      await other.goto(link);
      const dialog = loginDialog(other);
      await eventually(() => dialog.getByText(texts.confirmEmailForLink).isVisible()).toBe(true);
      await expectNoAxeViolations(other);

      await dialog.getByLabel('E-mail address').fill('someone-else@example.org');
      await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
      await eventually(() => dialog.getByRole('alert').textContent()).toContain(texts.emailNotTheLinks);

      await other.waitForTimeout(3000); // the submit button's lock
      await dialog.getByLabel('E-mail address').fill(email);
      await dialog.getByRole('button', { name: 'Confirm and log in' }).click();
      await eventually(() => greeting(other).textContent()).toContain(
        `${texts.greeting} ${texts.unnamedUser}`,
      );
    } finally {
      await other.context().close();
    }
  });

  it('opens an accessible dialog that keeps focus, validates, locks its button and closes on Escape', async () => {
    const { page } = session;
    await openLoginDialog(page);
    const dialog = loginDialog(page);
    await expectNoAxeViolations(page);
    expect(
      await dialog.getByLabel('E-mail address').evaluate((input) => input === document.activeElement),
    ).toBe(true);

    const submit = dialog.getByRole('button', { name: 'Send me a login link' });
    await submit.click();
    await eventually(() => dialog.getByText(texts.emailRequired).isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await eventually(() => submit.isDisabled()).toBe(false);

    await dialog.getByLabel('E-mail address').fill('not-an-address');
    await dialog.getByRole('switch', { name: texts.loginWithPassword }).click();
    expect(await dialog.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await eventually(() => dialog.getByText(texts.emailInvalid).isVisible()).toBe(true);
    await eventually(() => dialog.getByText(texts.passwordTooShort(PASSWORD_MIN_LENGTH)).isVisible()).toBe(
      true,
    );

    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await dialog.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');

    // Tabbing reaches nothing on the page behind the modal dialog (past its last control the
    // browser's own UI may take focus, then the dialog's first control again).
    const inDialog = () =>
      dialog.evaluate((element) => {
        const active = document.activeElement;
        return active === document.body ? 'browser' : element.contains(active) ? 'dialog' : 'page';
      });
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      seen.push(await inDialog());
    }
    expect(seen).not.toContain('page');
    expect(seen.filter((where) => where === 'dialog').length).toBeGreaterThanOrEqual(8);

    await page.keyboard.press('Escape');
    await eventually(() => dialog.isVisible()).toBe(false);
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe(texts.loginToBook);

    await greeting(page).getByRole('button', { name: texts.loginToBook }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
  });

  it('tells an unknown user apart from a wrong password', async () => {
    const { page } = session;
    await openLoginDialog(page);
    const dialog = loginDialog(page);
    await dialog.getByLabel('E-mail address').fill('nobody@example.org');
    await dialog.getByRole('switch', { name: texts.loginWithPassword }).click();
    await dialog.getByLabel('Password', { exact: true }).fill('some password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBe(texts.userNotAvailable);
    await session.forgetRefusedCall('/api/accounts/sign-in-password', 404);

    // Signed up by link (in another browser), no password set: the password is wrong.
    const email = 'link-only@example.org';
    await signUpByLink(email);
    await page.waitForTimeout(3000); // the submit button's lock
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBe(texts.passwordWrong);
    await session.forgetRefusedCall('/api/accounts/sign-in-password', 401);
  });
});
