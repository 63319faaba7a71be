import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { indiaDateOf } from '../../src/shared/rules/india-clock';
import { texts } from '../../src/shared/texts';
import { formatLongDate } from '../../src/web/lib/format-date';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { fillDate, offeredDates } from './support/slots';

// The foundation as a visitor meets it: the real server (30 days of slots seeded from today,
// India time, on the real clock) and the built app in Chromium.

describe('foundation', () => {
  const e2e = useE2eSession();

  /** Waits for the page to get there: the machine running the tests may be busy. */
  const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

  function escapeRegExp(text: string): string {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }

  /** The calendar's button for an India date, named as the calendar reads it out. */
  function dayButton(page: Page, date: string) {
    const [year, month, day] = date.split('-').map(Number);
    const name = format(new Date(year, month - 1, day), 'PPPP'); // 'Sunday, November 22nd, 2026'
    return page.getByRole('button', { name: new RegExp(`(^|, )${escapeRegExp(name)}(,|$)`) });
  }

  async function openCalendarAt(page: Page, date: string) {
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: texts.chooseDate }).waitFor();
    const button = dayButton(page, date);
    const nextMonth = page.getByRole('button', { name: 'Go to the Next Month' });
    await page.locator('.rdp-month').first().waitFor();
    while (!(await button.isVisible())) await nextMonth.click();
    return button;
  }

  /** Two dates after today (India) that the server offers with every slot free. */
  async function futureDates(): Promise<[string, string]> {
    const today = indiaDateOf(new Date());
    const later = (await offeredDates(e2e.server)).filter((date) => date > today);
    expect(later.length).toBeGreaterThanOrEqual(2);
    return [later[0], later[later.length - 1]];
  }

  describe('home page', () => {
    it('offers only the dates the server offers, and a picked date shows its slots', async () => {
      const page = e2e.page;
      const [date] = await futureDates();
      const dayOfDate = await openCalendarAt(page, date);

      await expect(dayOfDate.isEnabled()).resolves.toBe(true);
      const enabledDays = page.locator('.rdp-day_button:not([disabled])');
      await expect(enabledDays.count()).resolves.toBeGreaterThan(0);
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
      }[];
      const options = await select.locator('option').allTextContents();
      expect(options.slice(1).map((option) => option.split(' (')[0])).toEqual(
        expected.map((slot) => slot.label),
      );
      expect(options[1]).toMatch(/^09:30 AM - 10:00 AM/);
      // Focus moves to the slot step, so keyboard and screen-reader users land on the next choice.
      await eventually(() => select.evaluate((element) => element === document.activeElement)).toBe(true);

      await select.selectOption({ index: 1 });
      await expectNoAxeViolations(page);
    });

    it("says there is no slot on a day that filled up, with a way back to 'Change the date'", async () => {
      const page = e2e.page;
      const [, date] = await futureDates();
      const dayOfDate = await openCalendarAt(page, date);
      // The last seats go while the visitor is looking at the calendar.
      expect(fillDate(e2e.server, date)).toBeGreaterThan(0);

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
      expect(response?.status()).toBe(200); // the app answers, and says what went wrong
      await page.getByRole('heading', { name: texts.pageNotFound }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'The Page you are looking for could not be found..',
      );
      await expectNoAxeViolations(page);
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
        const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
        metas.push([await page.title(), (await meta('description')) ?? '', (await meta('keywords')) ?? '']);
      }
      for (const column of [0, 1, 2]) {
        const values = metas.map((row) => row[column]);
        expect(values.every(Boolean), String(values)).toBe(true);
        expect(new Set(values).size, String(values)).toBe(3);
      }
    });
  });
});
