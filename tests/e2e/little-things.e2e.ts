import { describe, expect, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { bookingHelpers } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually, greeting } from './support/page';
import { linkFromMailbox } from './support/sign-in';

// Issue 14's little things around signing in: coming back to the page that asked, keeping
// the e-mail for a new link, and 'Forgot password?'.

describe('signing in from a page and coming back to it', () => {
  const session = useE2eSession();
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);

  it("keeps the confirmation mail's cancel link through sign-in by e-mail link", async () => {
    const { page, context } = session;
    const email = 'return@example.org';
    await signInQuickly(context, email);
    const id = await bookThroughApi(context);
    await context.clearCookies();

    await page.goto(session.url(`/bookings?cancel=${id}`));
    const main = page.getByRole('main');
    await eventually(() => main.getByText(`to cancel booking ${id}`).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/bookings');
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: texts.loginToBook }).click();
    const dialog = page.getByRole('dialog', { name: texts.loginTitle });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Send me a login link' }).click();
    await eventually(() => dialog.getByRole('status').textContent()).toBe(texts.checkMailbox);

    await page.goto(await linkFromMailbox(session, page, email, 'mode=signIn'));
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await eventually(() => cancel.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/bookings');
  });

  it('says why /bookings lists nothing when signed out, and stays there', async () => {
    const { page } = session;
    await page.goto(session.url('/bookings'));
    await eventually(() => page.getByText('Please log in to see your bookings.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/bookings');
  });

  it('keeps the e-mail when a used link asks for a new one', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    await page.evaluate(() => localStorage.setItem('emailForSignIn', 'kept@example.org'));
    await page.goto(session.url('/?mode=signIn&token=no-such-token-at-all'));
    const failed = page.getByRole('alert').filter({ hasText: texts.linkInvalid });
    await eventually(() => failed.isVisible()).toBe(true);
    await session.forgetRefusedCall('/api/accounts/sign-in-link', 400);
    await failed.getByRole('button', { name: 'Get a new link' }).click();
    const dialog = page.getByRole('dialog', { name: texts.loginTitle });
    await eventually(() => dialog.getByLabel('E-mail address').inputValue()).toBe('kept@example.org');
  });

  it("mails the set-password link from the login dialog's 'Forgot password?'", async () => {
    const { page, context } = session;
    const email = 'forgot@example.org';
    await signInQuickly(context, email);
    await context.clearCookies();
    await page.goto(session.url('/'));
    await greeting(page).getByRole('button', { name: texts.loginToBook }).click();
    const dialog = page.getByRole('dialog', { name: texts.loginTitle });
    await dialog.getByLabel('E-mail address').fill(email);
    expect(await dialog.getByRole('button', { name: texts.forgotPassword }).count()).toBe(0);
    await dialog.getByRole('switch', { name: texts.loginWithPassword }).click();
    await dialog.getByRole('button', { name: texts.forgotPassword }).click();
    await eventually(() => dialog.getByRole('status').textContent()).toBe(texts.forgotPasswordSent);
    await expectNoAxeViolations(page);

    await page.goto(await linkFromMailbox(session, page, email, '/set-password?token='));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/password/i);
  });

  it('points the local Close link at the port the app runs on', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(session.url('/'));
    const close = page.getByRole('link', { name: 'Close, back to the home site' }).first();
    expect(new URL(session.url('/')).port).not.toBe('3000');
    // The prerendered page links to production's site until the app has taken it over.
    await eventually(() => close.getAttribute('href')).toBe(new URL(session.url('/')).origin);
  });
});
