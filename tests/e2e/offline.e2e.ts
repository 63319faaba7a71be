import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookingHelpers } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';

// Offline, a page says so and offers to try again, instead of "Loading…" for ever: both when
// a page's own code cannot be fetched and when its data cannot.

/** Moves within the app as a link would, without a page load. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('offline or a failed load', () => {
  const session = useE2eSession();
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);

  it("says so when a page's code cannot be fetched, and loads it on Try again", async () => {
    const { page, context } = session;
    await page.goto(session.url('/'));
    await eventually(() => page.getByRole('heading', { name: 'Book your visit' }).isVisible()).toBe(true);
    await context.setOffline(true);
    await goInApp(page, '/digital-museum');
    await eventually(() => page.getByRole('alert').textContent()).toBe(
      'The page could not be loaded: this device seems to be offline.',
    );
    await expectNoAxeViolations(page);
    session.browserErrors.splice(0); // the failed fetch of the page's code, logged by Chromium

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe(
      'Something went wrong',
    );
    expect(new URL(page.url()).pathname).toBe('/digital-museum');
  });

  it('says so when the data cannot be loaded, and shows it on Try again', async () => {
    const { page, context } = session;
    await signInQuickly(context, 'offline@example.org');
    const id = await bookThroughApi(context);
    // The ticket page's code is loaded once, online; then its data is asked for offline.
    await page.goto(session.url('/booking/not-this-one'));
    await eventually(() => page.getByRole('heading', { name: 'Ticket not found' }).isVisible()).toBe(true);
    await session.forgetRefusedCall('/api/bookings/not-this-one', 404);
    await context.setOffline(true);
    await goInApp(page, `/booking/${id}`);
    const problem = page.getByRole('alert').filter({ hasText: 'Error: network' });
    await eventually(() => problem.textContent()).toContain('This device seems to be offline.');
    await expectNoAxeViolations(page);
    session.browserErrors.splice(0);

    await context.setOffline(false);
    await problem.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => page.getByText(id).first().isVisible()).toBe(true);
    expect(await problem.count()).toBe(0);
  });
});
