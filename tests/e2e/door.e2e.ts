import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatIndiaTime } from '../../src/web/lib/format-india-time';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { bookAsVisitor, moveSlotToToday, slotStartOf } from './staff/door-data';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';

// The door on the admin host, in Chromium against the real server: keyboard alone, every
// verdict colour, the steps that need a reason, undo, and two devices at once.

const GREEN = 'rgb(29, 107, 58)';
const AMBER = 'rgb(242, 176, 30)';
const RED = 'rgb(163, 35, 27)';

const verdict = (page: Page) => page.locator('#door-verdict');
const verdictColour = (page: Page) =>
  page.locator('.door-verdict').evaluate((field) => getComputedStyle(field).backgroundColor);
/** The labels of the large filled buttons. */
const mainAction = (page: Page) => page.locator('.door-main').allTextContents();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the door', () => {
  const session = useE2eSession();

  async function openDoorAs(page: Page, email: string) {
    await signInOnAdminHost(session, page, email);
    grantRole(session, email, 'staff');
    await page.goto(adminUrl(session, '/door'));
    await page.getByLabel(/Scan a ticket/).waitFor();
  }

  it('takes a party in and out by keyboard alone; the visitor then gets the feedback form', async () => {
    const { page, context } = session;
    const bookingId = await bookAsVisitor(session, context, 'family@example.org', [
      { name: 'Lakshmi Devi', documentNumber: 'LAKSHMI123' },
      { name: 'सीता शर्मा', documentNumber: 'SITA987654' },
    ]);
    moveSlotToToday(session, bookingId, -5);
    await openDoorAs(page, 'desk@example.org');

    // The box has focus: type (as a USB scanner does) and Enter.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('door-scan-box');
    await page.keyboard.type(bookingId);
    await page.keyboard.press('Enter');
    await eventually(() => verdict(page).textContent()).toBe(
      `Valid — ${formatIndiaTime(slotStartOf(session, bookingId))} slot`,
    );
    expect(await verdictColour(page)).toBe(GREEN);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('door-verdict');
    const party = page.getByRole('list', { name: '2 visitors' });
    expect(await party.getByRole('listitem').allTextContents()).toEqual([
      'Lakshmi Devi, 46ADHAAR LAKSHMI123',
      'सीता शर्मा, 46ADHAAR SITA987654',
    ]);
    await expectNoAxeViolations(page);

    for (const [button, done] of [
      ['Validate', 'Validated — documents checked'],
      ['Check in', 'Checked in — 2 people'],
      ['Check out', 'Checked out — 2 people'],
    ]) {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(button);
      await page.keyboard.press('Enter');
      await eventually(() => verdict(page).textContent()).toBe(done);
    }
    // A scanner types the next code wherever focus is: it lands in the box (after the same-scan window).
    await page.waitForTimeout(4000);
    await page.keyboard.type(bookingId);
    await page.keyboard.press('Enter');
    await eventually(() => verdict(page).textContent()).toMatch(/^Already left at .+, checked out by you$/);
    expect(await verdictColour(page)).toBe(RED);

    const count = (label: string) =>
      page.locator('.door-count').filter({ hasText: label }).locator('dd').textContent();
    await eventually(() => count('Left')).toBe('2');
    expect(await count('Inside')).toBe('0');

    const visitorPage = await context.newPage();
    await visitorPage.goto(session.url(`/feedback/${bookingId}`));
    await eventually(() => visitorPage.locator('form.feedback-form').isVisible()).toBe(true);
  });

  it('shows each verdict in its colour, admits anyway or refuses with a reason, and undoes', async () => {
    const { page, context } = session;
    const early = await bookAsVisitor(session, context, 'early@example.org', [
      { name: 'Ravi Kumar', documentNumber: 'RAVI12345' },
    ]);
    moveSlotToToday(session, early, 120);
    const otherDay = await bookAsVisitor(session, context, 'later@example.org', [
      { name: 'Meena Rao', documentNumber: 'MEENA1234' },
    ]);
    await openDoorAs(page, 'desk@example.org');
    const box = page.getByLabel(/Scan a ticket/);

    await box.fill('AAAAAAAAAAAAAAAAAAAAAA');
    await box.press('Enter');
    await eventually(() => verdict(page).textContent()).toBe('Unknown ticket — no booking has this code');
    expect(await verdictColour(page)).toBe(RED);
    await session.forgetRefusedCall('/api/admin/bookings/AAAAAAAAAAAAAAAAAAAAAA', 404);

    await box.fill(early);
    await box.press('Enter');
    await eventually(() => verdict(page).textContent()).toMatch(/^Too early — the .+ slot has not opened/);
    expect(await verdictColour(page)).toBe(AMBER);
    // DOOR_EARLY_MINUTES is the default 30 here.
    const opens = new Date(Date.parse(slotStartOf(session, early)) - 30 * 60_000).toISOString();
    expect(
      await page
        .locator('.door-verdict')
        .getByText(/^Entry opens at /)
        .textContent(),
    ).toBe(`Entry opens at ${formatIndiaTime(opens)}`);
    expect(await page.getByRole('button', { name: 'Validate' }).count()).toBe(0);
    // Too early: nothing is the large button; they may simply come back.
    expect(await mainAction(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Admit anyway…' }).click();
    await page.getByLabel('Why admit outside the entry window?').fill('Came with the school bus');
    await page.keyboard.press('Enter');
    await eventually(() => verdict(page).textContent()).toBe('Checked in — 1 person');
    expect(await verdictColour(page)).toBe(GREEN);
    await page.getByRole('button', { name: /^Undo last step/ }).click();
    await eventually(() => verdict(page).textContent()).toBe('Undone');
    await eventually(() => page.getByText(/^Now: Too early/).isVisible()).toBe(true);

    await box.fill(otherDay);
    await box.press('Enter');
    await eventually(() => verdict(page).textContent()).toMatch(/^Wrong day — booked for /);
    expect(await verdictColour(page)).toBe(RED);
    // A red verdict: refusing is the one large button and comes first; admitting anyway stays, smaller.
    expect(await mainAction(page)).toEqual(['Refuse…']);
    expect(await page.getByRole('button', { name: 'Admit anyway…' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Refuse…');
    await page.getByRole('button', { name: 'Refuse…' }).click();
    await page.getByRole('button', { name: 'Refuse entry' }).click();
    expect(await page.getByText('Give a reason').isVisible()).toBe(true);
    await page.getByLabel('Why refuse entry?').fill('Ticket for another day');
    await page.getByRole('button', { name: 'Refuse entry' }).click();
    await eventually(() => verdict(page).textContent()).toBe('Refused — the seats are free again');
    await eventually(() =>
      page.getByText(/^Now: Refused at .+ by you: Ticket for another day$/).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('lets one of two devices take a step and tells the other who got there first', async () => {
    const { page, context, browser } = session;
    const bookingId = await bookAsVisitor(session, context, 'pair@example.org', [
      { name: 'Asha Nair', documentNumber: 'ASHA12345' },
    ]);
    moveSlotToToday(session, bookingId, -1);
    await openDoorAs(page, 'desk@example.org');
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await openDoorAs(other, 'gate@example.org');
      for (const device of [page, other]) {
        await device.getByLabel(/Scan a ticket/).fill(bookingId);
        await device.getByLabel(/Scan a ticket/).press('Enter');
        await eventually(() => verdict(device).textContent()).toMatch(/^Valid — /);
      }
      await other.getByRole('button', { name: 'Validate' }).click();
      await eventually(() => verdict(other).textContent()).toBe('Validated — documents checked');

      await page.getByRole('button', { name: 'Validate' }).click();
      // The headline says the step did not happen, and no longer a bare "Valid".
      await eventually(() => verdict(page).textContent()).toMatch(
        /^Not done — gate@example\.org already marked this booking validated at /,
      );
      expect(await verdictColour(page)).toBe(AMBER);
      await session.forgetRefusedCall(`/api/admin/bookings/${bookingId}/status`, 409);
      // The booking on screen is read again: what it is now, and its next step, checking in.
      await eventually(() =>
        page.getByText(/^Now: Valid — .+ slot, documents checked by gate@example\.org at /).isVisible(),
      ).toBe(true);
      await eventually(() => page.getByRole('button', { name: 'Check in' }).isVisible()).toBe(true);

      // Without a network the door says so within 3 seconds, instead of "Looking up…" for 20,
      // and answers from today's roster (door-offline.e2e.ts has the rest).
      await page.context().setOffline(true);
      const started = Date.now();
      await page.getByLabel(/Scan a ticket/).fill('BBBBBBBBBBBBBBBBBBBBBB');
      await page.getByLabel(/Scan a ticket/).press('Enter');
      await eventually(() => verdict(page).textContent()).toBe('Unknown ticket — not on today’s list');
      expect(Date.now() - started).toBeLessThan(3500);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /^Offline — / })
          .textContent(),
      ).toMatch(/^Offline — 0 steps waiting, last synced /);
      await page.context().setOffline(false);
    } finally {
      await otherContext.close();
    }
  });
});
