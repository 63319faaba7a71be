import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../src/shared/schemas/accounts';
import { webTexts } from '../../src/test/web-texts';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';
import { screenshotsAtWidths } from './support/screenshots';
import { linkFromMailbox, signInThroughApi } from './support/sign-in';

// The visitor's account screens in the visitor's language (issue 26): the sign-in dialog and a
// mailed link's, step 1 once signed in (name, set password, delete account) and the
// set-password page, in Tamil and in Hindi, with the forms' checks and the server's refusals
// in the language too. Screenshots land in $SCREENSHOTS (default /tmp/visitpass-languages).

const SCREENSHOTS = process.env.SCREENSHOTS ?? '/tmp/visitpass-languages';

const screenshots = (page: Page, name: string) => screenshotsAtWidths(page, SCREENSHOTS, name);

/** A message with a part only screen readers hear (<0>…</0>), as its button is named. */
const heard = (text: string) => text.replace(/<\/?0>/g, '');

describe.each(['ta', 'hi'] as const)('the account screens in %s', (language) => {
  const session = useE2eSession();
  const t = webTexts(language);

  async function openInLanguage(path: string) {
    await session.context.addCookies([{ name: 'lang', value: language, url: session.url('/') }]);
    await session.page.goto(session.url(path));
  }

  it('signs in through the dialog, its checks and the server’s refusals in the language', async () => {
    const { page } = session;
    await openInLanguage('/');
    const greetingBar = page.getByRole('region', { name: t('greeting.region') });
    await greetingBar.getByRole('button', { name: t('loginToBook') }).click();
    const dialog = page.getByRole('dialog', { name: t('loginTitle') });
    const email = dialog.getByLabel(t('account.email'));
    await eventually(() => email.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: t('account.sendLink') }).click();
    await eventually(() => dialog.getByText(t('emailRequired')).isVisible()).toBe(true);
    await email.fill('not-an-address');
    await dialog.getByRole('switch', { name: t('loginWithPassword') }).click();
    const password = dialog.getByLabel(t('account.password'), { exact: true });
    await password.fill('short');
    await dialog.getByRole('button', { name: t('account.login'), exact: true }).click();
    await eventually(() => dialog.getByText(t('emailInvalid')).isVisible()).toBe(true);
    await eventually(() =>
      dialog.getByText(t('passwordTooShort', { min: PASSWORD_MIN_LENGTH })).isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: heard(t('account.showPassword')) }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await expect(
      dialog.getByRole('button', { name: heard(t('account.hidePassword')) }).count(),
    ).resolves.toBe(1);
    await expect(dialog.getByRole('button', { name: t('forgotPassword') }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await screenshots(page, `login-${language}`);

    // The server's answer, in English from the API, shows in the page's language.
    await email.fill(`nobody-${language}@example.org`);
    await password.fill('some password');
    await dialog.getByRole('button', { name: t('account.login'), exact: true }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBe(t('userNotAvailable'));
    await session.forgetRefusedCall('/api/accounts/sign-in-password', 404);

    await dialog.getByRole('switch', { name: t('loginWithPassword') }).click();
    await dialog.getByRole('button', { name: t('account.sendLink') }).click();
    await eventually(() => dialog.getByRole('status').textContent()).toBe(t('checkMailbox'));
  });

  it('says why a used mailed link failed, and asks for the address in another browser', async () => {
    const { page } = session;
    await openInLanguage('/?mode=signIn&token=no-such-token-at-all');
    const dialog = page.getByRole('dialog', { name: t('loginTitle') });
    // Another browser: no address was kept, so the visitor confirms theirs first.
    await eventually(() => dialog.getByText(t('confirmEmailForLink')).isVisible()).toBe(true);
    await dialog.getByLabel(t('account.email')).fill(`link-${language}@example.org`);
    await dialog.getByRole('button', { name: t('account.confirmAndLogIn') }).click();
    const failed = dialog.getByRole('alert');
    await eventually(() => failed.locator('p').textContent()).toBe(t('linkInvalid'));
    await session.forgetRefusedCall('/api/accounts/sign-in-link', 400);
    await expect(failed.getByRole('button', { name: t('account.getNewLink') }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await screenshots(page, `link-failed-${language}`);
  });

  it('shows step 1 of a signed-in visitor in the language, from the prerendered page on', async () => {
    const { page, context } = session;
    const address = `account-${language}@example.org`;
    await signInThroughApi(session, context.request, address);
    await context.addCookies([{ name: 'lang', value: language, url: session.url('/') }]);
    // The page as the server sends it to a signed-in visitor, before any script.
    const sent = await (await context.request.get(session.url('/'))).text();
    expect(sent).toContain(t('account.step'));
    expect(sent).toContain(t('account.loading'));

    await page.goto(session.url('/'));
    const step = page.locator('#step-account');
    await eventually(() => step.getByRole('heading', { name: t('account.step') }).count()).toBe(1);
    await step.getByRole('button', { name: t('saveName') }).click();
    await eventually(() => step.getByRole('alert').textContent()).toBe(t('nameRequired'));
    await step.getByLabel(t('askName')).fill('Ravi');
    await step.getByRole('button', { name: t('saveName') }).click();
    await eventually(() => step.locator('.account-greeting').textContent()).toBe(
      `${t('greeting')} Ravi ${t('account.editName')}`,
    );
    await expect(step.locator('.account-email').textContent()).resolves.toBe(
      heard(t('account.signedInAs', { email: address })),
    );
    await expect(step.getByRole('link', { name: t('bookingHistory') }).count()).resolves.toBe(1);
    await expect(step.getByRole('button', { name: t('signOut') }).count()).resolves.toBe(1);

    // 'Set Password': the address must be the visitor's own, as the server says.
    await step.getByRole('button', { name: t('setPassword') }).click();
    const own = step.getByLabel(t('setPasswordRequest.typeEmail'));
    await own.fill(`someone-else-${language}@example.org`);
    await step.getByRole('button', { name: t('setPasswordRequest.send') }).click();
    await eventually(() => step.getByRole('alert').textContent()).toBe(t('emailNotYours'));
    await session.forgetRefusedCall('/api/accounts/set-password-link', 400);
    await expect(step.getByRole('button', { name: t('account.cancel') }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await screenshots(page, `account-${language}`);
    await own.fill(address);
    await step.getByRole('button', { name: t('setPasswordRequest.send') }).click();
    await eventually(() => step.getByRole('status').last().textContent()).toBe(t('setPasswordLinkSent'));

    // Deleting the account: what it does, and the address typed to confirm.
    await step.getByRole('button', { name: t('account.deleteMine') }).click();
    const dialog = page.getByRole('dialog', { name: t('deleteAccount.title') });
    await eventually(() => dialog.isVisible()).toBe(true);
    for (const text of [
      t('deleteAccount.intro'),
      t('deleteAccount.cancelsBookings'),
      t('deleteAccount.removesData'),
      t('deleteAccount.keepsCounts'),
    ])
      await expect(dialog.getByText(text, { exact: true }).count(), text).resolves.toBe(1);
    const privacy = /<0>(.*)<\/0>/.exec(t('deleteAccount.privacy'))?.[1] ?? '';
    await expect(dialog.getByRole('link', { name: privacy }).count()).resolves.toBe(1);
    await dialog.getByLabel(t('deleteAccount.typeEmail', { email: address })).fill(`x-${address}`);
    await dialog.getByRole('button', { name: t('account.deleteMine') }).click();
    await eventually(() => dialog.getByText(t('deleteAccountEmailMismatch')).isVisible()).toBe(true);
    await session.forgetRefusedCall('/api/me', 400);
    await expectNoAxeViolations(page);
    await screenshots(page, `delete-account-${language}`);
    await dialog.getByRole('button', { name: t('deleteAccount.keep') }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
  });

  it('shows the set-password page in the language: its title, checks, a bad link and a new password', async () => {
    const { page, context } = session;
    await openInLanguage('/set-password');
    await eventually(() => page.getByRole('heading', { name: t('setPassword'), level: 1 }).count()).toBe(1);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(t('linkInvalid'));
    await eventually(() => page.title()).toMatch(new RegExp(`^${t('setPasswordPage.title')} \\| `));

    await page.goto(session.url('/set-password?token=no-such-token'));
    await eventually(() =>
      page.getByText(t('setPasswordPage.choose', { min: PASSWORD_MIN_LENGTH })).isVisible(),
    ).toBe(true);
    const field = page.getByLabel(t('setPasswordPage.newPassword'), { exact: true });
    await field.fill('short');
    await page.getByRole('button', { name: t('setPassword') }).click();
    await eventually(() =>
      page.getByText(t('passwordTooShort', { min: PASSWORD_MIN_LENGTH })).isVisible(),
    ).toBe(true);
    await field.fill('a long secret');
    await page.getByRole('button', { name: t('setPassword') }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe(t('linkInvalid'));
    await session.forgetRefusedCall('/api/accounts/set-password', 400);
    await expectNoAxeViolations(page);
    await screenshots(page, `set-password-${language}`);

    // A real link: the password is set, and the page says so in the language.
    const address = `password-${language}@example.org`;
    await signInThroughApi(session, context.request, address);
    const asked = await context.request.post(session.url('/api/accounts/set-password-link'), {
      data: { email: address },
    });
    expect(asked.ok()).toBe(true);
    await page.goto(await linkFromMailbox(session, page, address, '/set-password?token='));
    await page.getByLabel(t('setPasswordPage.newPassword'), { exact: true }).fill('a long secret');
    await page.getByRole('button', { name: t('setPassword') }).click();
    await eventually(() => page.getByRole('status').last().textContent()).toBe(t('setPasswordPage.done'));
    await expect(page.getByRole('link', { name: t('setPasswordPage.toBooking') }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
  });
});
