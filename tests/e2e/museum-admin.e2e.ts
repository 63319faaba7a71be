import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, indiaDateOf, weekdayOf } from '../../src/shared/rules/india-clock';
import { formatLongDate } from '../../src/web/lib/format-date';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { bookAsVisitor } from './staff/door-data';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { readSql, runSql } from './support/db';
import { eventually } from './support/page';

// An admin's week on the staff site, in Chromium against the real server: the schedule edited,
// slots previewed and generated, one slot's seats changed by keyboard alone, a day closed
// (the visitor sees the booking cancelled with the reason, and the mail is in the mailbox).

const SHOTS = process.env.MUSEUM_SHOTS_DIR;
const REASON = 'A festival in the ashram';

const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

describe("the admin's week", () => {
  const session = useE2eSession();

  it('edits the schedule, generates slots, changes a capacity by keyboard and closes a day', async () => {
    const { page, browser } = session;
    const visitor = await browser.newContext();
    const bookingId = await bookAsVisitor(session, visitor, 'meera@example.org', [
      { name: 'Meera Nair', documentNumber: 'MEERA12345' },
      { name: 'Anil Nair', documentNumber: 'ANIL123456' },
    ]);
    const [booked] = readSql<{ date: string; slot_id: string; slot_label: string }>(
      session.server,
      'SELECT date, slot_id, slot_label FROM brindavan_bookings WHERE id = ?',
      bookingId,
    );
    await signInOnAdminHost(session, page, 'head@example.org');
    grantRole(session, 'head@example.org', 'admin');

    // The week: Mondays closed, Sundays with 20 seats a slot.
    await page.goto(adminUrl(session, '/schedule'));
    const monday = page.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Open').waitFor();
    await expectNoAxeViolations(page);
    await monday.getByLabel('Open').uncheck();
    await page.getByRole('group', { name: 'Sunday' }).getByLabel('Seats a slot').fill('20');
    // Saturdays change from 30- to 45-minute slots; those already made stay as they are.
    await page.getByRole('group', { name: 'Saturday' }).getByLabel('Slot minutes').fill('45');
    await page.getByRole('button', { name: 'Save the week' }).click();
    await eventually(() => page.getByText('The week is saved. New slots follow it.').isVisible()).toBe(true);

    // Next week has its slots already (the server's horizon): nothing goes between them.
    await page.getByLabel('First day').fill(addDays(indiaDateOf(new Date()), 7));
    await page.getByLabel('Last day').fill(addDays(indiaDateOf(new Date()), 13));
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Nothing to add' }).waitFor();
    const notAdded = page.getByRole('listitem').filter({ hasText: 'not added' });
    expect(await notAdded.count()).toBe(1);
    expect(await notAdded.textContent()).toMatch(
      /^Saturday, .* \d+ slots not added: they overlap the day's \d+ existing slots$/,
    );
    expect(await page.getByText(/\(closed that weekday; its \d+ slots stay\)/).count()).toBe(1);

    // Generate beyond the server's own 60-day horizon: a preview first, then for real.
    const from = addDays(indiaDateOf(new Date()), 70);
    const to = addDays(from, 6);
    await page.getByLabel('First day').fill(from);
    await page.getByLabel('Last day').fill(to);
    await page.getByRole('button', { name: 'Preview' }).click();
    const previewHeading = page.getByRole('heading', { name: /^Would add \d+ slots on \d+ days$/ });
    await previewHeading.waitFor();
    expect(await page.getByText('(closed that weekday)').count()).toBe(1);
    const nothingYet = readSql<{ n: number }>(
      session.server,
      'SELECT COUNT(*) AS n FROM brindavan_slots WHERE date BETWEEN ? AND ?',
      from,
      to,
    );
    expect(nothingYet[0]?.n).toBe(0);
    await expectNoAxeViolations(page);
    const wouldAdd = Number((await previewHeading.textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('button', { name: `Generate ${wouldAdd} slots` }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'Added' }).textContent()).toMatch(
      new RegExp(`^Added ${wouldAdd} slots on`),
    );
    const generated = readSql<{ date: string; capacity: number }>(
      session.server,
      'SELECT date, capacity FROM brindavan_slots WHERE date BETWEEN ? AND ?',
      from,
      to,
    );
    expect(generated).toHaveLength(wouldAdd);
    expect(generated.some((slot) => weekdayOf(slot.date) === 1)).toBe(false);
    expect(generated.filter((slot) => weekdayOf(slot.date) === 0).every((slot) => slot.capacity === 20)).toBe(
      true,
    );

    // A slot of today that has started offers no changes.
    const today = indiaDateOf(new Date());
    runSql(
      session.server,
      `INSERT INTO brindavan_slots (id, date, label, starts_at, ends_at, capacity)
       VALUES (?, ?, '12:00 AM - 12:30 AM', ?, ?, 10)`,
      `${today}T00:00`,
      today,
      new Date(`${today}T00:00:00+05:30`).toISOString(),
      new Date(`${today}T00:30:00+05:30`).toISOString(),
    );
    await page.goto(adminUrl(session, '/slots'));
    const startedCard = page.getByRole('listitem').filter({ hasText: '12:00 AM - 12:30 AM' });
    await startedCard.getByText('Started').waitFor();
    expect(await startedCard.getByRole('button').count()).toBe(0);

    // The visitor's slot, by keyboard alone: below what is booked is refused, naming the seats.
    // Its day (the first bookable one, in the week shown) is one link away: its heading takes the focus.
    const dayName = formatLongDate(booked?.date ?? '');
    const [weekday, dayOfMonth, month] = dayName.split(' ');
    await page
      .getByRole('navigation', { name: 'Go to a day' })
      .getByRole('link', { name: new RegExp(`^${weekday?.slice(0, 3)} ${dayOfMonth} ${month?.slice(0, 3)}`) })
      .click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(dayName);
    const dayRegion = page.getByRole('region', { name: dayName });
    const target = dayRegion.getByRole('button', { name: `Change seats of ${booked?.slot_label}` });
    await target.waitFor();
    await expectNoAxeViolations(page);
    // A keyboard user reaches the button with Tab; from there on, keys only.
    await target.focus();
    expect(await focusedLabel(page)).toBe(`Change seats of ${booked?.slot_label}`);
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe(
      'number',
    );
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('alert').textContent()).toContain(
      '2 seats are booked in this slot, so its capacity cannot go below 2.',
    );
    await session.forgetRefusedCall('/api/admin/slots/', 409);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Show who booked');
    await page.keyboard.press('Enter');
    const who = page.getByRole('list', { name: 'Who booked this slot' });
    await eventually(() => who.textContent()).toContain('Meera Nair, Anil Nair');
    expect(await who.textContent()).toContain('meera@example.org');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('number');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await eventually(
      async () =>
        readSql<{ capacity: number }>(
          session.server,
          'SELECT capacity FROM brindavan_slots WHERE id = ?',
          booked?.slot_id,
        )[0]?.capacity,
    ).toBe(30);

    // Close the visitor's day with a reason, after the confirmation.
    await page.goto(adminUrl(session, '/closures'));
    await page.getByLabel('Day', { exact: true }).fill(booked?.date ?? '');
    await page.getByLabel('Reason', { exact: true }).fill(REASON);
    await page.getByRole('button', { name: 'Close this day…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The confirmation says what closing cancels (a dry run), before anything changes.
    await eventually(() => dialog.getByRole('status').textContent()).toBe(
      'This cancels 1 booking (2 people).',
    );
    await expectNoAxeViolations(page);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: path.join(SHOTS, `close-day-dialog-${width}.png`) });
      }
    }
    await dialog.getByRole('button', { name: 'Close the day and cancel its bookings' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'is closed' }).textContent()).toMatch(
      /is closed\. 1 booking was cancelled; each visitor gets a mail with the reason\.$/,
    );
    await eventually(() => page.getByRole('listitem').filter({ hasText: REASON }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // The visitor: the booking shows cancelled with the reason, and the mail is in the mailbox.
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(session.url('/bookings'));
    const row = visitorPage.getByRole('row').filter({ hasText: bookingId });
    await eventually(() => row.textContent()).toContain(`CancelledCancelled by the trust: ${REASON}`);
    await visitorPage.goto(session.url('/dev/mailbox'));
    const mail = visitorPage
      .getByRole('listitem')
      .filter({ hasText: 'meera@example.org' })
      .filter({ hasText: 'is cancelled' });
    await eventually(() => mail.count()).toBe(1);
    expect(await mail.textContent()).toContain(`Why: ${REASON}`);
    expect(await mail.textContent()).toContain('Book another day');
    await visitor.close();

    // Reopening leaves the booking cancelled.
    await page.getByRole('button', { name: /^Reopen / }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'is open again' }).count()).toBe(1);
    // The day is no longer said to be closed.
    expect(await page.getByRole('status').filter({ hasText: 'is closed' }).count()).toBe(0);
    if (SHOTS) {
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: path.join(SHOTS, `closures-reopened-${width}.png`), fullPage: true });
      }
    }
    const [after] = readSql<{ status: number }>(
      session.server,
      'SELECT status FROM brindavan_bookings WHERE id = ?',
      bookingId,
    );
    expect(after?.status).toBe(-1);

    // Every page at a phone's width and on a desktop: no sideways scrolling, axe clean.
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const pagePath of ['/schedule', '/slots', '/closures']) {
        await page.goto(adminUrl(session, pagePath));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await fitsWidth(page), `${pagePath} at ${width} px`).toBe(true);
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({
            path: path.join(SHOTS, `${pagePath.slice(1)}-${width}.png`),
            fullPage: width !== 1280 && pagePath !== '/slots',
          });
        }
      }
    }
    await expectNoAxeViolations(page);
  }, 240_000);
});
