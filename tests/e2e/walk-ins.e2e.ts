import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { bookAsVisitor, moveSlotToToday } from './staff/door-data';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { readSql } from './support/db';
import { eventually } from './support/page';

// The door's front desk on a phone (issue 24): a walk-in party, a party of which only some
// came, and the day's counters following both. Set FRONT_DESK_SHOTS=/some/dir to keep
// pictures at 320, 390 and 1280 px.

const SHOTS = process.env.FRONT_DESK_SHOTS;
const PHONE = { width: 390, height: 844 };

const verdict = (page: Page) => page.locator('#door-verdict');
const dayCount = (page: Page, label: string) =>
  page.locator('.door-day-count').filter({ hasText: label }).locator('dd').textContent();

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

describe('the front desk at the door', () => {
  const session = useE2eSession();

  async function openDoorOnPhone(page: Page, email: string) {
    await page.setViewportSize(PHONE);
    await signInOnAdminHost(session, page, email);
    grantRole(session, email, 'staff');
    await page.goto(adminUrl(session, '/door'));
    await page.getByLabel(/Scan a ticket/).waitFor();
  }

  const slotOf = (bookingId: string) =>
    readSql<{ slot_id: string; booked: number }>(
      session.server,
      'SELECT b.slot_id, s.booked FROM brindavan_bookings b JOIN brindavan_slots s ON s.id = b.slot_id WHERE b.id = ?',
      bookingId,
    )[0] as { slot_id: string; booked: number };

  it('admits a walk-in party on a phone, after a confirmation, and the counters count it', async () => {
    const { page, context } = session;
    const booked = await bookAsVisitor(session, context, 'family@example.org', [
      { name: 'Lakshmi Devi', documentNumber: 'LAKSHMI123' },
    ]);
    moveSlotToToday(session, booked, -5);
    const { slot_id: slotId } = slotOf(booked);
    await openDoorOnPhone(page, 'desk@example.org');
    await eventually(() => dayCount(page, 'Inside now')).toBe('0');
    const admittedBefore = Number(await dayCount(page, 'Admitted today'));

    await page.getByRole('button', { name: 'Walk-in party…' }).click();
    await page.getByLabel('Slot').selectOption(slotId);
    await page.getByLabel('Number of people').fill('3');
    await page.getByLabel('From India').fill('2');
    await page.getByLabel('Names (optional, one a line)').fill('Ravi Kumar\nAnu');
    await page.getByText('Ages (optional)').click();
    await page.getByLabel('0–12', { exact: true }).fill('1');
    await page.getByLabel('30–44', { exact: true }).fill('2');
    await expectNoAxeViolations(page);
    await shoot(page, 'walk-in-form');
    await page.getByRole('button', { name: 'Continue' }).click();

    const question = page.getByRole('group', { name: /^Admit a walk-in party of 3 people to / });
    await question.waitFor();
    expect(
      await question
        .getByText('2 from India, 1 from other countries; 1 aged 0–12, 2 aged 30–44; Ravi Kumar, Anu.')
        .isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await shoot(page, 'walk-in-confirm');
    await page.getByRole('button', { name: 'Admit 3 people' }).click();

    await eventually(() => page.locator('.door-walk-in-done').textContent()).toMatch(
      /^Walk-in party of 3 people admitted to .+\.$/,
    );
    await eventually(() => dayCount(page, 'Inside now')).toBe('3');
    expect(await dayCount(page, 'Admitted today')).toBe(String(admittedBefore + 3));
    expect(await dayCount(page, 'Walk-ins')).toBe('3');
    expect(slotOf(booked).booked).toBe(4);
    await expectNoAxeViolations(page);
    await shoot(page, 'walk-in-done');
    // A slow machine: three pages checked with axe, and pictures at three widths when asked.
  }, 150_000);

  it('checks in part of a party in one tap; the others are no-shows and their seats free', async () => {
    const { page, context } = session;
    const booking = await bookAsVisitor(session, context, 'three@example.org', [
      { name: 'Meena Rao', documentNumber: 'MEENA1234' },
      { name: 'Arun Rao', documentNumber: 'ARUN12345' },
      { name: 'Divya Rao', documentNumber: 'DIVYA1234' },
    ]);
    moveSlotToToday(session, booking, -5);
    await openDoorOnPhone(page, 'desk2@example.org');
    await eventually(() => dayCount(page, 'Inside now')).toMatch(/^\d+$/);
    const before = Number(await dayCount(page, 'Inside now'));
    const box = page.getByLabel(/Scan a ticket/);
    await box.fill(booking);
    await box.press('Enter');
    await page.getByRole('button', { name: 'Validate' }).click();
    await eventually(() => verdict(page).textContent()).toBe('Validated — documents checked');

    // Everyone is the one large button; only some is a step aside.
    expect(await page.locator('.door-main').allTextContents()).toEqual(['Check in']);
    await page.getByRole('button', { name: 'Only some came…' }).click();
    const some = page.getByRole('group', { name: /^How many of the 3 came in\?/ });
    await some.waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'part-of-party');
    await some.getByRole('button', { name: '2 of 3' }).click();

    await eventually(() => verdict(page).textContent()).toBe('Checked in — 2 people');
    expect(await page.locator('.door-facts').getByText('2 of 3 came in').isVisible()).toBe(true);
    await eventually(() => dayCount(page, 'Inside now')).toBe(String(before + 2));
    expect(slotOf(booking).booked).toBe(2);
    await expectNoAxeViolations(page);
  }, 150_000);
});
