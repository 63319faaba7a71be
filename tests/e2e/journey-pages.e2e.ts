import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { bookingHelpers } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { runSql } from './support/db';
import { eventually } from './support/page';

// A ticket that no longer stands, and every visitor page at a phone's and a desktop's width.

const WIDTHS = [320, 390, 1280];
/** Set SCREENSHOTS=/some/dir to keep a picture of every page at every width, to look at. */
const SCREENSHOTS = process.env.SCREENSHOTS;

describe('visitor pages', () => {
  const session = useE2eSession();
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);

  async function cancelledTicket(page: Page) {
    await signInQuickly(page.context(), 'cancelled@example.org');
    const bookingId = await bookThroughApi(page.context());
    const cancelled = await page.context().request.post(session.url(`/api/bookings/${bookingId}/cancel`));
    expect(cancelled.status()).toBe(200);
    return bookingId;
  }

  it('a cancelled ticket says so first and shows no QR code and no Print / Download', async () => {
    const { page } = session;
    const bookingId = await cancelledTicket(page);
    await page.goto(session.url(`/booking/${bookingId}`));
    const ticket = page.getByRole('article');
    await eventually(() => ticket.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Booking Cancelled',
    );
    // The status is the first thing the ticket says, before the venue and the date.
    expect(await ticket.evaluate((article) => article.firstElementChild?.textContent)).toMatch(
      /^Booking Cancelled.*It is not a ticket any more and cannot be used to enter\.$/,
    );
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print / Download' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: texts.bookingConfirmed }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Its feedback page says why there is nothing to give feedback on, with no form.
    await page.goto(session.url(`/feedback/${bookingId}`));
    await eventually(() => page.getByRole('alert').textContent()).toContain(texts.feedbackBookingCancelled);
    expect(await page.getByText(texts.feedbackAfterVisit).count()).toBe(0);
    expect(await page.locator('form').count()).toBe(0);
    await session.forgetRefusedCall(`/api/bookings/${bookingId}/feedback`, 409);
    await expectNoAxeViolations(page);
  });

  it('a refused ticket says so first and shows no QR code; its feedback page says why not', async () => {
    const { page } = session;
    await signInQuickly(page.context(), 'refused@example.org');
    const bookingId = await bookThroughApi(page.context());
    expect(runSql(session.server, 'UPDATE brindavan_bookings SET status = 2 WHERE id = ?', bookingId)).toBe(
      1,
    );
    await page.goto(session.url(`/booking/${bookingId}`));
    const ticket = page.getByRole('article');
    await eventually(() => ticket.evaluate((article) => article.firstElementChild?.textContent)).toMatch(
      /^Booking Refused at Reception.*was refused at reception/,
    );
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print / Download' }).count()).toBe(0);

    await page.goto(session.url(`/feedback/${bookingId}`));
    await eventually(() => page.getByRole('alert').textContent()).toContain(texts.feedbackBookingRefused);
    await session.forgetRefusedCall(`/api/bookings/${bookingId}/feedback`, 409);
  });

  it('no visitor page scrolls sideways at 320, 390 or 1280 px', async () => {
    const { page } = session;
    if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
    await signInQuickly(page.context(), 'reflow@example.org');
    const bookingId = await bookThroughApi(page.context());
    const pages: [string, string, (page: Page) => Promise<unknown>][] = [
      ['home', '/', (p) => p.locator('.rdp-month').first().waitFor()],
      ['ticket', `/booking/${bookingId}`, (p) => p.getByRole('article').waitFor()],
      ['bookings', '/bookings', (p) => p.getByRole('table').waitFor()],
      ['feedback', `/feedback/${bookingId}`, (p) => p.getByRole('alert').waitFor()],
      ['digital-museum', '/digital-museum', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
      ['set-password', '/set-password', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
      ['not-found', '/no-such-page', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
    ];
    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const [name, path, ready] of pages) {
        await page.goto(session.url(path));
        await ready(page);
        const check = async (state: string) => {
          const sizes = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            inner: window.innerWidth,
          }));
          if (sizes.scroll > sizes.inner) overflowing.push(`${name} ${state} at ${width}: ${sizes.scroll}px`);
          if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${state}-${width}.png` });
        };
        await check('page');
        if (name === 'home') {
          if (SCREENSHOTS)
            await page.locator('#choose-date').screenshot({ path: `${SCREENSHOTS}/calendar-${width}.png` });
          await page.getByRole('button', { name: 'Menu' }).click();
          await check('menu-open');
          // One control per purpose: the menu button closes the menu; one link leaves the site,
          // in the menu on a phone and in the bar on wider screens.
          const leave = page.getByRole('link', { name: 'Close, back to the home site' });
          expect(await leave.count(), `leave-site links at ${width}`).toBe(1);
          const inMenu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
            name: 'Close, back to the home site',
          });
          expect(await inMenu.count()).toBe(width < 480 ? 1 : 0);
          expect(
            await page.getByRole('button', { name: 'Menu', expanded: true }).count(),
            `one menu button at ${width}`,
          ).toBe(1);
          await page.getByRole('button', { name: 'Menu' }).click();
        }
      }
    }
    // The not-found page answers HTTP 404, which the browser logs.
    await session.forgetRefusedCall('/no-such-page', 404);
    // Signed out: the bar holds the site's name instead of New and History, and the login dialog.
    await page.context().clearCookies();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(session.url('/'));
      await page.locator('.rdp-month').first().waitFor();
      const sizes = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      if (sizes[0] > sizes[1]) overflowing.push(`signed-out home at ${width}: ${sizes[0]}px`);
      await page
        .getByRole('region', { name: 'Greeting' })
        .getByRole('button', { name: texts.loginToBook })
        .click();
      await page.getByRole('dialog', { name: texts.loginTitle }).waitFor();
      const withDialog = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      if (withDialog[0] > withDialog[1]) overflowing.push(`login dialog at ${width}: ${withDialog[0]}px`);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/login-dialog-${width}.png` });
    }
    await session.forgetRefusedCall(`/api/bookings/${bookingId}/feedback`, 409);
    expect(overflowing).toEqual([]);
  });
});
