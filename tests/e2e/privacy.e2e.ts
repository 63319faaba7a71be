import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { bookingHelpers } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually, greeting } from './support/page';
import { signInThroughApi } from './support/sign-in';

// Privacy in Chromium against the real server: the privacy policy page (reached from the
// footer, with the server's own PURGE_AFTER_DAYS) at phone and desktop widths, and deleting an
// account from the account step.

/** Screenshots for a person to look at; test-results/ is not committed. */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/privacy');
const WIDTHS = [320, 390, 1280];

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scroll at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}

describe('privacy', () => {
  const session = useE2eSession({ PURGE_AFTER_DAYS: '90' });
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);
  mkdirSync(SHOTS, { recursive: true });

  it("opens the privacy policy from the footer, with this server's erasure delay, readable at every width", async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await eventually(async () => new URL(page.url()).pathname).toBe('/privacy-policy');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy policy');
    await eventually(() => page.getByText('90 days after the visit date').isVisible()).toBe(true);
    expect(await page.title()).toContain('Privacy policy');
    for (const heading of [
      'What we keep',
      'Why we keep it',
      'How long we keep it',
      'Who sees it',
      'Deleting your data',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).count(), heading).toBe(1);
    }

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: path.join(SHOTS, `privacy-policy-${width}.png`), fullPage: true });
      await page.screenshot({ path: path.join(SHOTS, `privacy-policy-${width}-top.png`) });
    }
  });

  it('shows the owner birth dates in full, and anyone else with the link ages and the last 4 characters only', async () => {
    const { page } = session;
    await signInQuickly(session.context, 'owner@example.org');
    const bookingId = await bookThroughApi(session.context);
    await page.goto(session.url(`/booking/${bookingId}`));
    const ticket = page.getByRole('article');
    await eventually(() => ticket.getByText('Ravi Kumar').isVisible()).toBe(true);
    expect(await ticket.getByText('Birth date').count()).toBe(1);
    expect(await ticket.getByText('RAVI12345').count()).toBe(1);

    const stranger = await (
      await session.browser.newContext({ viewport: { width: 320, height: 900 } })
    ).newPage();
    try {
      await stranger.goto(session.url(`/booking/${bookingId}`));
      const shown = stranger.getByRole('article');
      await eventually(() => shown.getByText('Ravi Kumar').isVisible()).toBe(true);
      const person = shown.getByRole('listitem').filter({ hasText: 'Ravi Kumar' });
      expect(await person.getByRole('definition').allTextContents()).toContain(
        '*****2345 (only the last 4 characters shown)',
      );
      expect(await person.getByText('Age', { exact: true }).isVisible()).toBe(true);
      expect(await shown.getByText('Birth date').count()).toBe(0);
      expect(await shown.textContent()).not.toContain('1980');
      expect(await shown.textContent()).not.toContain('9123456780');
      expect(
        await stranger
          .getByText('The person who booked sees the rest when signed in.', { exact: false })
          .isVisible(),
      ).toBe(true);
      await expectNoSideScroll(stranger);
      await expectNoAxeViolations(stranger);
      await stranger.screenshot({ path: path.join(SHOTS, 'ticket-shared-link-320.png'), fullPage: true });
    } finally {
      await stranger.context().close();
    }
  });

  it('deletes the account from the account step: signed out, and the address starts afresh', async () => {
    const { page } = session;
    const email = 'leaving@example.org';
    await signInQuickly(session.context, email);
    const bookingId = await bookThroughApi(session.context);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(session.url('/'));
    await eventually(() => greeting(page).textContent()).toContain(`${texts.greeting} Ravi`);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await eventually(() => dialog.isVisible()).toBe(true);
    const field = dialog.getByLabel(`Type your e-mail address (${email}) to confirm`);
    // The dialog opens on the field.
    await eventually(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'delete-account-390.png') });

    await field.fill('someone.else@example.org');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await eventually(() => dialog.getByText(texts.deleteAccountEmailMismatch).isVisible()).toBe(true);
    await session.forgetRefusedCall('/api/me', 400);

    // Keyboard only from here: the address, then Enter submits.
    await field.fill(email);
    await field.press('Enter');
    const notice = page.getByRole('status').filter({ hasText: texts.accountDeleted });
    await eventually(() => notice.isVisible()).toBe(true);
    await eventually(() => notice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.count()).toBe(0);
    await eventually(() => greeting(page).getByRole('button', { name: texts.loginToBook }).isVisible()).toBe(
      true,
    );
    const session_ = await page.request.get(session.url('/api/session'));
    expect(await session_.json()).toEqual({ user: null });
    await expectNoAxeViolations(page);

    // The same address signs in again as a new account: no name yet, no bookings.
    await signInThroughApi(session, session.context.request, email);
    await page.goto(session.url('/'));
    await eventually(() => page.getByLabel(texts.askName).isVisible()).toBe(true);
    await page.goto(session.url('/bookings'));
    await eventually(() => page.getByText("You don't have any booking yet!").isVisible()).toBe(true);
    // The old ticket link leads nowhere: the booking keeps only its counts.
    await page.goto(session.url(`/booking/${bookingId}`));
    await eventually(() => page.getByRole('heading', { name: 'Ticket not found' }).isVisible()).toBe(true);
    await session.forgetRefusedCall(`/api/bookings/${bookingId}`, 404);
  });
});
