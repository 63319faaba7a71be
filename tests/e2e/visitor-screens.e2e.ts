import { describe, expect, it } from 'vitest';
import { bookingHelpers } from './booking-helpers';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';

// Smaller promises of the visitor screens: Back returns to where the visitor was, and a
// ticket's booking id breaks only between its groups.

describe('visitor screens', () => {
  const session = useE2eSession();
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);

  it('returns to the same place in the booking history after opening a ticket and going Back', async () => {
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 700 });
    await signInQuickly(session.context, 'sita@example.org');
    const ids: string[] = [];
    for (let count = 0; count < 8; count++) ids.push(await bookThroughApi(session.context));

    await page.goto(session.url('/bookings'));
    const last = page.getByRole('link', { name: ids[0], exact: true });
    await last.waitFor();
    await last.scrollIntoViewIfNeeded();
    const position = await page.evaluate(() => window.scrollY);
    expect(position).toBeGreaterThan(1000);
    await last.click();
    await page.getByRole('heading', { name: 'Ticket Details' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: ids[0], exact: true }).waitFor();
    await eventually(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(position));
  });

  it('shows a booking id in groups that never break inside', async () => {
    const page = session.page;
    await page.setViewportSize({ width: 320, height: 700 });
    await signInQuickly(session.context, 'gita@example.org');
    const id = await bookThroughApi(session.context);
    await page.goto(session.url(`/booking/${id}`));
    const shown = page.locator('.ticket-id');
    await shown.waitFor();
    // Copied or read out, it is the id as it is.
    expect(await shown.textContent()).toBe(id);
    const groups = await shown
      .locator('.booking-id-group')
      .evaluateAll((spans) =>
        spans.map((span) => ({ text: span.textContent, lines: span.getClientRects().length })),
      );
    expect(groups.map((group) => group.text).join('')).toBe(id);
    for (const group of groups) expect(group.lines).toBe(1);
  });
});
