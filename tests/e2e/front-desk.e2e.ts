import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { bookAsVisitor } from './staff/door-data';
import { expectNoAxeViolations } from './support/axe';
import { type E2eSession, useE2eSession } from './support/browser';
import { readSql } from './support/db';
import { eventually } from './support/page';

// The front desk in Chromium against the real server: staff find a booking from the admin
// site and move it (the visitor's mail checked in the local mailbox), and a visitor moves
// their own booking from My Bookings.

const SHOTS = process.env.FRONT_DESK_SHOTS_DIR;
const step = (what: string) =>
  process.env.FRONT_DESK_TRACE && process.stderr.write(`${new Date().toISOString()} ${what}\n`);

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Picks the first offered date with another slot that has room, then its first slot. */
async function pickNewSlot(scope: ReturnType<Page['locator']> | Page) {
  const dateSelect = scope.getByLabel('New date');
  await eventually(() => dateSelect.locator('option').count()).toBeGreaterThan(1);
  const values = await dateSelect
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  for (const value of values) {
    await dateSelect.selectOption(value);
    const slots = scope.getByRole('group', { name: 'New time' }).getByRole('radio');
    const none = scope.getByText(/No other slot on this day/);
    await eventually(async () => (await slots.count()) > 0 || (await none.count()) > 0).toBe(true);
    if ((await slots.count()) > 0) {
      await slots.first().check();
      return;
    }
  }
  throw new Error('no slot to move to');
}

function slotOf(session: E2eSession, bookingId: string): string {
  return readSql<{ slot_id: string }>(
    session.server,
    'SELECT slot_id FROM brindavan_bookings WHERE id = ?',
    bookingId,
  )[0]?.slot_id as string;
}

async function mailsTo(session: E2eSession, email: string) {
  const response = await fetch(session.url('/api/dev/mailbox'));
  const { messages } = (await response.json()) as {
    messages: { to: string; subject: string; text: string }[];
  };
  return messages.filter((mail) => mail.to === email);
}

describe('the front desk', () => {
  const session = useE2eSession();

  it('finds a booking from the admin site, opens its page and moves it; the visitor is mailed the new time', async () => {
    const { page, context } = session;
    const bookingId = await bookAsVisitor(session, context, 'lakshmi@example.org', [
      { name: 'Lakshmi Narayan', documentNumber: 'LAKSH1234' },
      { name: 'Vasanth Narayan', documentNumber: 'VASAN5678' },
    ]);
    const before = slotOf(session, bookingId);
    step('booked');
    await context.clearCookies();
    await signInOnAdminHost(session, page, 'desk@example.org');
    grantRole(session, 'desk@example.org', 'staff');

    step('staff signed in');
    await page.goto(adminUrl(session, '/bookings'));
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    await page.getByLabel('Booking ID, e-mail, mobile digits or name').fill('lakshmi');
    await page.getByRole('button', { name: 'Search' }).click();
    const result = page.getByRole('link', { name: /Lakshmi Narayan, Vasanth Narayan/ });
    await eventually(() => result.count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshots(page, 'bookings-search');

    step('found');
    await result.click();
    await page.getByRole('heading', { name: /^Booking/, level: 1 }).waitFor();
    await eventually(() => page.getByText('Lakshmi Narayan').count()).toBeGreaterThan(0);
    expect(await page.getByText('LAKSH1234').count()).toBe(1);
    await eventually(() => page.getByRole('region', { name: 'Log' }).textContent()).toContain(
      'Booking Confirmed!',
    );
    await expectNoAxeViolations(page);

    step('booking page');
    const move = page.getByRole('form', { name: 'Move to another time' });
    await pickNewSlot(move);
    step('picked');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await eventually(() => move.getByRole('status').textContent()).toMatch(
      /^Moved to .+ The visitor is mailed the new time\.$/,
    );
    expect(slotOf(session, bookingId)).not.toBe(before);
    await eventually(() => page.getByRole('region', { name: 'Log' }).textContent()).toContain('Moved');
    await expectNoAxeViolations(page);
    await screenshots(page, 'booking-page');

    const changed = (await mailsTo(session, 'lakshmi@example.org')).find((mail) =>
      mail.subject.startsWith('Booking Changed:'),
    );
    expect(changed?.text).toContain(`Booking ID: ${bookingId}`);
    expect(changed?.text).toContain('It was:');
  }, 180_000);

  it('lets a visitor change the time of their own booking from My Bookings', async () => {
    const { page, context } = session;
    const bookingId = await bookAsVisitor(session, context, 'meera@example.org', [
      { name: 'Meera Pillai', documentNumber: 'MEERA1234' },
    ]);
    const before = slotOf(session, bookingId);
    step('booked 2');
    await page.goto(session.url('/bookings'));
    await page.getByRole('button', { name: `Change time of booking ${bookingId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change time' });
    await dialog.waitFor();
    step('dialog');
    await pickNewSlot(dialog);
    step('picked 2');
    await expectNoAxeViolations(page);
    await screenshots(page, 'change-time-dialog');
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await eventually(() =>
      page.getByRole('status').filter({ hasText: 'Your booking is moved to' }).count(),
    ).toBe(1);
    expect(slotOf(session, bookingId)).not.toBe(before);
    await expectNoAxeViolations(page);
    await screenshots(page, 'my-bookings-moved');
    expect(
      (await mailsTo(session, 'meera@example.org')).some((mail) =>
        mail.subject.startsWith('Booking Changed:'),
      ),
    ).toBe(true);
  }, 180_000);
});
