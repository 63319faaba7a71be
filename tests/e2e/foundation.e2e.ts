import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { indiaDateOf } from '../../src/shared/rules/india-clock';
import { texts } from '../../src/shared/texts';
import { formatLongDate } from '../../src/web/lib/format-date';
import { slotOptionText } from '../../src/web/lib/slot-option-text';
import { step } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { runSql } from './support/db';
import { dayButton, eventually, showDay } from './support/page';
import { fillDate, futureDates, offeredDates } from './support/slots';

// The foundation as a visitor meets it: the real server (30 days of slots seeded from today,
// India time, on the real clock) and the built app in Chromium.

describe('foundation', () => {
  const e2e = useE2eSession();

  async function openCalendarAt(page: Page, date: string) {
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: texts.chooseDate }).waitFor();
    return showDay(page, date);
  }

  /** Two dates after today (India) that the server offers with every slot free. */
  async function twoFutureDates(): Promise<[string, string]> {
    const later = await futureDates(e2e.server, 2);
    return [later[0], later[later.length - 1]];
  }

  /** The days (yyyy-mm-dd) of the months on show whose buttons can be pressed, and those months. */
  async function calendarOnShow(page: Page) {
    const cells = page.locator('.rdp-month td[data-day]:not([data-outside])');
    const days = await cells.evaluateAll((tds) =>
      tds.map((td) => ({
        date: td.getAttribute('data-day') ?? '',
        enabled: !!td.querySelector('button:not([disabled])'),
      })),
    );
    return {
      months: new Set(days.map((day) => day.date.slice(0, 7))),
      enabled: days.filter((day) => day.enabled).map((day) => day.date),
    };
  }

  describe('home page', () => {
    it('offers only the dates the server offers, and a picked date shows its slots', async () => {
      const page = e2e.page;
      const [date] = await twoFutureDates();
      const dayOfDate = await openCalendarAt(page, date);

      await expect(dayOfDate.isEnabled()).resolves.toBe(true);
      const shown = await calendarOnShow(page);
      const offeredThere = (await offeredDates(e2e.server)).filter((day) =>
        shown.months.has(day.slice(0, 7)),
      );
      expect(offeredThere.length).toBeGreaterThan(0);
      expect(shown.enabled.sort()).toEqual(offeredThere.sort());
      const yesterday = indiaDateOf(new Date(Date.now() - 86_400_000));
      if (yesterday.slice(0, 7) === date.slice(0, 7)) {
        await expect(dayButton(page, yesterday).isDisabled()).resolves.toBe(true);
      }
      await expectNoAxeViolations(page);

      await dayOfDate.click();
      const select = page.getByLabel(texts.selectTimeSlot);
      await select.waitFor();
      const expected = (await (await fetch(e2e.url(`/api/slots?date=${date}`))).json()).slots as {
        label: string;
        available: number;
        booked: number;
        held: number;
      }[];
      const options = await select.locator('option').allTextContents();
      // Each slot, in order, written as the ticket and the mails write it.
      expect(options.slice(1)).toEqual(
        expected.map((slot) => slotOptionText(slot.label, slot.available - slot.booked - slot.held)),
      );
      expect(options[1]).toMatch(/^09:30 AM - 10:00 AM/);
      // Focus moves to the slot step, so keyboard and screen-reader users land on the next choice.
      await eventually(() => select.evaluate((element) => element === document.activeElement)).toBe(true);

      await select.selectOption({ index: 1 });
      await expectNoAxeViolations(page);
    });

    it('shows the slots of a day that filled up as full, each with its waiting list', async () => {
      const page = e2e.page;
      const [, date] = await twoFutureDates();
      const dayOfDate = await openCalendarAt(page, date);
      // The last seats go while the visitor is looking at the calendar.
      expect(fillDate(e2e.server, date)).toBeGreaterThan(0);

      await dayOfDate.click();
      const select = page.getByLabel(texts.selectTimeSlot);
      await select.waitFor();
      const options = (await select.locator('option').allTextContents()).slice(1);
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) expect(option).toMatch(/ · full$/);
      await select.selectOption({ index: 1 });
      const full = step(page, 'choose-slot').getByRole('status').filter({ hasText: 'is full' });
      await eventually(() => full.isVisible()).toBe(true);
      // A guest is asked to log in first.
      await step(page, 'choose-slot')
        .getByRole('button', { name: 'Log in to join the waiting list' })
        .waitFor();
      await expectNoAxeViolations(page);
    });

    it("says there is no slot on a day whose slots closed, with a way back to 'Change the date'", async () => {
      const page = e2e.page;
      const [, date] = await twoFutureDates();
      const dayOfDate = await openCalendarAt(page, date);
      // An admin closes the day's slots while the visitor is looking at the calendar.
      expect(
        runSql(e2e.server, 'UPDATE brindavan_slots SET closed = 1 WHERE date = ?', date),
      ).toBeGreaterThan(0);

      await dayOfDate.click();
      const message = page.getByText(texts.noSlotAvailableOn(formatLongDate(date)), { exact: true });
      await message.waitFor();
      await expect(page.getByLabel(texts.selectTimeSlot).count()).resolves.toBe(0);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: texts.changeTheDate }).click();
      await eventually(() => page.evaluate(() => !!document.activeElement?.closest('.calendar'))).toBe(true);
    });
  });

  describe('other pages', () => {
    it('shows the 404 text on an unknown path', async () => {
      const page = e2e.page;
      const response = await page.goto(e2e.url('/no/such/page'));
      // HTTP says there is no such page, and the app's page, still served, says so in words.
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: texts.pageNotFound }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'The Page you are looking for could not be found..',
      );
      await expectNoAxeViolations(page);
      await e2e.forgetRefusedCall('/no/such/page', 404);
    });

    it('plays the digital museum video looping, muted and by itself', async () => {
      const page = e2e.page;
      await page.goto(e2e.url('/digital-museum'));
      const video = page.locator('video');
      await video.waitFor();
      const state = await video.evaluate((element: HTMLVideoElement) => ({
        loop: element.loop,
        muted: element.muted,
        autoplay: element.autoplay,
      }));
      expect(state).toEqual({ loop: true, muted: true, autoplay: true });
      await eventually(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
      await expectNoAxeViolations(page);
    });

    it('gives every page its own title, description and keywords', async () => {
      const page = e2e.page;
      const metas: string[][] = [];
      for (const [path, heading] of [
        ['/', texts.chooseDate],
        ['/digital-museum', 'Digital Museum'],
        ['/no/such/page', texts.pageNotFound],
      ]) {
        await page.goto(e2e.url(path));
        await page.getByRole('heading', { name: heading }).waitFor();
        // A page sets its title as it renders, a moment after its heading may show.
        const previous = metas.at(-1)?.[0];
        if (previous) await eventually(() => page.title()).not.toBe(previous);
        const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
        metas.push([await page.title(), (await meta('description')) ?? '', (await meta('keywords')) ?? '']);
      }
      for (const column of [0, 1, 2]) {
        const values = metas.map((row) => row[column]);
        expect(values.every(Boolean), String(values)).toBe(true);
        expect(new Set(values).size, String(values)).toBe(3);
      }
      await e2e.forgetRefusedCall('/no/such/page', 404);
    });
  });
});
