import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually, greeting } from './support/page';
import { linkFromMailbox } from './support/sign-in';

// Where focus lands after each account action whose button goes away or locks: on the
// message that says what happened, so a keyboard or screen-reader user is never left on <body>.

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('focus after account actions', () => {
  const session = useE2eSession();

  async function askForLink(page: Page, email: string) {
    await page.goto(session.url('/'));
    await greeting(page).getByRole('button', { name: texts.loginToBook }).click();
    const dialog = page.getByRole('dialog', { name: texts.loginTitle });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Send me a login link' }).click();
    return dialog;
  }

  it('lands on the message after sending a login link, saving the name, setting a password and logging out', async () => {
    const { page } = session;
    page.on('dialog', (dialog) => void dialog.accept());
    const dialog = await askForLink(page, 'focus@example.org');
    await eventually(() => focused(page)).toBe(texts.checkMailbox);
    await expectNoAxeViolations(page);

    // The name asked for at first sign-in: once saved, focus is on the greeting that says it.
    await page.goto(await linkFromMailbox(session, page, 'focus@example.org', 'mode=signIn'));
    await page.getByLabel(texts.askName).fill('Sita');
    await page.getByRole('button', { name: texts.saveName }).click();
    await eventually(() => focused(page)).toBe(`${texts.greeting} Sita Edit name`);

    // Edited later: the same.
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel(texts.askName).fill('Sita Devi');
    await page.getByRole('button', { name: texts.saveName }).click();
    await eventually(() => focused(page)).toBe(`${texts.greeting} Sita Devi Edit name`);

    // Set Password: the form goes once the link is mailed; focus is on the message saying so.
    await page.getByRole('button', { name: texts.setPassword }).click();
    await page.getByLabel('Type your e-mail address to confirm').fill('focus@example.org');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await eventually(() => focused(page)).toBe(texts.setPasswordLinkSent);
    await expectNoAxeViolations(page);

    // Logging out: the button is gone; focus is on the notice in the greeting bar.
    await greeting(page).getByRole('button', { name: texts.logout }).click();
    await eventually(() => focused(page)).toBe(
      'You have signed out. Nothing of your booking stays in this browser.',
    );
    expect(await greeting(page).getByRole('button', { name: texts.loginToBook }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await dialog.count()).toBe(0);
  });

  it('lands on the error and its "Get a new link" when a sign-in link has expired', async () => {
    const { page } = session;
    await askForLink(page, 'expired-link@example.org');
    await eventually(() => focused(page)).toBe(texts.checkMailbox);
    // A link whose token the server no longer knows, as an expired one is.
    await page.goto(session.url('/?mode=signIn&token=expired-token-0000'));
    const failure = page.getByRole('dialog', { name: texts.loginTitle }).getByRole('alert');
    await eventually(() => failure.textContent()).toContain(texts.linkInvalid);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await focused(page)).toContain('Get a new link');
    await session.forgetRefusedCall('/api/accounts/sign-in-link', 400);
    await expectNoAxeViolations(page);
  });
});
