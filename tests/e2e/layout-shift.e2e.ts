import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookingHelpers } from './booking-helpers';
import { useE2eSession } from './support/browser';

// Nothing on a page jumps while its data arrives: the pages come prerendered, with room kept
// for what loads later. Measured as the browser's own layout-shift score (CLS), on a phone
// and on a desktop, for a guest and for a signed-in visitor.

const LIMIT = 0.1;

/** Loads `path` and sums the page's layout shifts until its network has been quiet a moment. */
async function layoutShiftOf(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing shifted.
        setTimeout(() => resolve(0), 200);
      }),
  );
}

describe('pages while they load', () => {
  const session = useE2eSession();
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);

  it('do not shift, for a guest or a signed-in visitor, on a phone or a desktop', async () => {
    const { page, context } = session;
    const guestPaths = ['/', '/bookings', '/digital-museum', '/privacy-policy', '/no-such-page'];
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 823 });
      for (const path of guestPaths) {
        const shift = await layoutShiftOf(page, session.url(path));
        expect(shift, `guest ${path} at ${width} px`).toBeLessThan(LIMIT);
        if (path === '/no-such-page') await session.forgetRefusedCall(path, 404);
      }
    }

    await signInQuickly(context, 'steady@example.org');
    const bookingId = await bookThroughApi(context);
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 823 });
      for (const path of [
        '/',
        `/booking/${bookingId}`,
        '/bookings',
        `/feedback/${bookingId}`,
        '/digital-museum',
      ]) {
        const shift = await layoutShiftOf(page, session.url(path));
        expect(shift, `signed in ${path} at ${width} px`).toBeLessThan(LIMIT);
        // The visit has not happened: the feedback form is refused, as it should be.
        if (path.startsWith('/feedback/')) await session.forgetRefusedCall('/feedback', 409);
      }
    }
  });
});
