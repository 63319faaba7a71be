import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { intlLocale, type Language } from '../../src/shared/languages';
import { BOOKING_STATUS } from '../../src/shared/rules/booking-status';
import { formatLongDate } from '../../src/shared/rules/format-date';
import { webTexts } from '../../src/test/web-texts';
import { bookingHelpers } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { readSql } from './support/db';
import { eventually } from './support/page';
import { screenshotsAtWidths } from './support/screenshots';
import { bookableSlotsOn, fillDate, futureDates } from './support/slots';

// The visitor pages beyond the booking journey in Tamil and Hindi (issue 26): My Bookings'
// Change time dialog and waiting lists, the reminder's "I can't come" page, the digital
// museum, the privacy policy and the page not found, each with the catalog's words, axe
// clean, at phone and desktop widths. Screenshots land in $SCREENSHOTS (default
// /tmp/visitpass-languages). And a language picked before the page's script has loaded.

const SCREENSHOTS = process.env.SCREENSHOTS ?? '/tmp/visitpass-languages';
// Known, so that the test can make the reminder's "I can't come" link as the server does.
const AUTH_SECRET = 'languages-pages-e2e-secret-of-32-characters-or-more';
const LANGUAGES = ['ta', 'hi'] as const;

const screenshots = (page: Page, name: string) =>
  screenshotsAtWidths(page, SCREENSHOTS, name, async (width) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name}: side scroll at ${width} px`).toBeLessThanOrEqual(0);
  });

/** A message as the page shows it: its <0>…</0> parts drawn as links or bold, tags gone. */
const shown = (text: string) => text.replace(/<\/?\d+>/g, '');

/**
 * A slot's label ('09:30 AM - 10:00 AM') as Chromium's Intl writes that span in the language,
 * with the part of the day in words: what the page should show instead of AM and PM.
 */
function slotLabelIn(page: Page, label: string, language: Language): Promise<string> {
  return page.evaluate(
    ([text, locale]) => {
      const [start = 0, end = 0] = [...text.matchAll(/(\d+):(\d+) ([AP])M/g)].map(([, hour, minute, half]) =>
        Date.UTC(1970, 0, 1, (Number(hour) % 12) + (half === 'P' ? 12 : 0), Number(minute)),
      );
      return new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
        timeZone: 'UTC',
      }).formatRange(start, end);
    },
    [label, intlLocale(language)] as const,
  );
}

describe('the visitor pages in Tamil and Hindi', () => {
  const session = useE2eSession({ AUTH_SECRET });
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);

  async function speak(language: Language) {
    await session.context.addCookies([{ name: 'lang', value: language, url: session.url('/') }]);
  }

  it.each(LANGUAGES)("My Bookings' waiting list and Change time dialog in %s", async (language) => {
    const { context, page, server } = session;
    const t = webTexts(language);
    await speak(language);
    await signInQuickly(context, `pages-${language}@example.org`);
    const bookingId = await bookThroughApi(context);
    const {
      bookings: [booking],
    } = (await (await context.request.get(session.url('/api/bookings'))).json()) as {
      bookings: { id: string; date: string; slotLabel: string }[];
    };
    expect(booking?.id).toBe(bookingId);
    const [, fullDate, laterDate] = (await futureDates(server, 3)).filter((date) => date !== booking?.date);
    expect(fullDate && laterDate, 'two more dates').toBeTruthy();

    // A full day's slot, and the visitor on its waiting list.
    const [fullSlot] = await bookableSlotsOn(server, fullDate as string);
    fillDate(server, fullDate as string);
    const joined = await context.request.post(session.url('/api/waitlist'), {
      data: { slotId: fullSlot?.id, seats: 2 },
    });
    expect(joined.status()).toBe(201);

    await page.goto(session.url('/bookings'));
    await eventually(() => page.getByRole('heading', { name: t('history.title'), level: 1 }).count()).toBe(1);
    const waitlist = page.getByRole('region', { name: t('waitlistSection.heading') });
    await eventually(() => waitlist.getByText(t('waitlistSection.next')).isVisible()).toBe(true);
    const waitingFor = `${formatLongDate(fullDate as string, language)}, ${await slotLabelIn(page, fullSlot?.label ?? '', language)}`;
    await expect(waitlist.locator('.waitlist-slot').textContent()).resolves.toBe(
      `${waitingFor} · ${t('table.peopleCount', { count: 2 })}`,
    );
    const leave = waitlist.getByRole('button', {
      name: t('waitlistSection.leaveName', { when: waitingFor }),
    });
    await expect(leave.textContent()).resolves.toBe(t('waitlistSection.leave'));
    // The booking's time in the list, in the language's words too.
    const bookedAt = await slotLabelIn(page, booking?.slotLabel ?? '', language);
    await expect(page.locator('.bookings-table tbody td').nth(1).textContent()).resolves.toBe(
      `${formatLongDate(booking?.date ?? '', language)}, ${bookedAt}`,
    );
    await expectNoAxeViolations(page);
    await screenshots(page, `bookings-waitlist-${language}`);

    // The Change time dialog: what moves, the new date and the new time, in the language.
    await page.getByRole('button', { name: t('table.changeTimeName', { id: bookingId }) }).click();
    const dialog = page.getByRole('dialog', { name: t('moveDialog.title') });
    await eventually(() => dialog.isVisible()).toBe(true);
    await expect(dialog.locator('p').first().textContent()).resolves.toBe(
      t('moveDialog.about', {
        when: `${formatLongDate(booking?.date ?? '', language)}, ${bookedAt}`,
        people: 1,
      }),
    );
    await dialog.getByRole('button', { name: t('moveDialog.move') }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBe(t('moveDialog.chooseFirst'));
    await dialog.getByLabel(t('slotPicker.newDate')).selectOption(laterDate as string);
    const newTime = dialog.getByRole('group', { name: t('slotPicker.newTime') });
    await eventually(() => newTime.getByRole('radio').count()).toBeGreaterThan(0);
    const [target] = await bookableSlotsOn(server, laterDate as string);
    const targetLabel = await slotLabelIn(page, target?.label ?? '', language);
    const choice = newTime.getByRole('radio', { name: targetLabel, exact: true });
    await expect(choice.count()).resolves.toBe(1);
    await choice.check();
    await expectNoAxeViolations(page);
    await screenshots(page, `change-time-${language}`);
    await dialog.getByRole('button', { name: t('moveDialog.move') }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => page.locator('.bookings-notice').first().textContent()).toBe(
      t('history.moved', { when: `${formatLongDate(laterDate as string, language)}, ${targetLabel}` }),
    );

    await leave.click();
    await eventually(() => waitlist.getByRole('status').textContent()).toBe(
      t('waitlistSection.left', { when: waitingFor }),
    );
    await expectNoAxeViolations(page);
  });

  it.each(LANGUAGES)("the reminder's I can't come page in %s", async (language) => {
    const { context, page } = session;
    const t = webTexts(language);
    await speak(language);
    await signInQuickly(context, `cannot-${language}@example.org`);
    const bookingId = await bookThroughApi(context);
    await context.clearCookies();
    await speak(language);

    // A wrong key says so, and nothing more.
    await page.goto(session.url(`/booking/${bookingId}/cant-come?key=wrong`));
    await eventually(() => page.getByRole('alert').textContent()).toBe(t('cantCome.invalidLink'));
    await expect(page.getByRole('link', { name: t('cantCome.seeBookings') }).count()).resolves.toBe(1);
    await session.forgetRefusedCall('/cant-come', 404);

    const key = createHmac('sha256', AUTH_SECRET).update(`cant-come\0${bookingId}`).digest('base64url');
    await page.goto(session.url(`/booking/${bookingId}/cant-come?key=${key}`));
    await eventually(() => page.getByRole('heading', { name: t('cantCome.title'), level: 1 }).count()).toBe(
      1,
    );
    expect(await page.title()).toContain(t('cantCome.title'));
    const cancel = page.getByRole('button', { name: t('cantCome.cancel') });
    await eventually(() => cancel.isVisible()).toBe(true);
    // The menu's own words may be the same (Tamil's 'Visit'): the page's are in its main part.
    const main = page.getByRole('main');
    await expect(main.getByRole('term').allTextContents()).resolves.toEqual([
      t('cantCome.visit'),
      t('cantCome.visitors'),
      t('ticket.bookingId'),
    ]);
    await expect(main.getByRole('definition').nth(1).textContent()).resolves.toBe(
      t('table.peopleCount', { count: 1 }),
    );
    await expect(main.getByText(t('cantCome.ask'), { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: t('cantCome.keep') }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await screenshots(page, `cant-come-${language}`);

    await cancel.click();
    await eventually(() =>
      page
        .getByRole('status')
        .filter({ hasText: t('cantCome.done') })
        .count(),
    ).toBe(1);
    await expect(page.getByRole('link', { name: t('cantCome.bookAnother') }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await screenshots(page, `cant-come-done-${language}`);
    const [after] = readSql<{ status: number }>(
      session.server,
      'SELECT status FROM brindavan_bookings WHERE id = ?',
      bookingId,
    );
    expect(after?.status).toBe(BOOKING_STATUS.cancelled);
  });

  it.each(LANGUAGES)(
    'the digital museum, the privacy policy and the page not found in %s, as the server paints them',
    async (language) => {
      const { context, page } = session;
      const t = webTexts(language);
      const english = webTexts('en');
      await speak(language);

      // The pages as the server sends them, before any script: already in the language, title too.
      for (const [path, heading, title] of [
        ['/digital-museum', t('museum.title'), t('museum.title')],
        ['/privacy-policy', t('privacy.title'), t('privacy.title')],
        ['/no/such/page', t('pageNotFound'), t('notFound.title')],
      ] as const) {
        const sent = await (await context.request.get(session.url(path))).text();
        expect(sent, path).toContain(`<html lang="${language}">`);
        expect(sent, path).toContain(`<h1>${heading}</h1>`);
        expect(sent, path).toContain(`<title>${title} | `);
      }

      await page.goto(session.url('/digital-museum'));
      await eventually(() => page.getByRole('heading', { name: t('museum.title'), level: 1 }).count()).toBe(
        1,
      );
      await eventually(() => page.title()).toContain(t('museum.title'));
      for (const text of [t('museum.captionLocal'), t('museum.visitText')])
        await eventually(() => page.getByText(text, { exact: true }).count()).toBe(1);
      await eventually(() => page.getByRole('heading', { name: t('museum.visitHeading') }).count()).toBe(1);
      await eventually(() => page.getByRole('link', { name: t('common.bookAVisit') }).count()).toBe(1);
      // Play or Pause: the video may have started by itself.
      const playOrPause = new RegExp(`^(${t('museum.play')}|${t('museum.pause')})$`);
      await eventually(() => page.getByRole('button', { name: playOrPause }).count()).toBe(1);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);
      await expectNoAxeViolations(page);
      await screenshots(page, `digital-museum-${language}`);

      const { purgeAfterDays } = (await (await context.request.get(session.url('/api/site'))).json()) as {
        purgeAfterDays: number;
      };
      await page.goto(session.url('/privacy-policy'));
      await eventually(() => page.getByRole('heading', { name: t('privacy.title'), level: 1 }).count()).toBe(
        1,
      );
      await eventually(() => page.getByRole('heading', { name: t('privacy.what'), level: 2 }).count()).toBe(
        1,
      );
      for (const heading of [
        'privacy.why',
        'privacy.howLong',
        'privacy.who',
        'privacy.delete',
        'privacy.questions',
      ])
        await expect(
          page.getByRole('heading', { name: t(heading), level: 2 }).count(),
          heading,
        ).resolves.toBe(1);
      for (const text of [
        shown(t('privacy.what.cookies')),
        shown(t('privacy.howLong.erased', { days: purgeAfterDays })),
        shown(t('privacy.delete.how', { home: t('home.heading') })),
        t('privacy.who.noSale'),
      ])
        await expect(page.getByText(text, { exact: true }).count(), text).resolves.toBe(1);
      await expect(
        page
          .getByRole('link', { name: t('home.heading') })
          .first()
          .getAttribute('href'),
      ).resolves.toBe('/');
      // No English left but names: the trust's, the centre's and the e-mail address.
      const body = (await page.locator('main').textContent()) ?? '';
      expect(body).not.toContain(english('privacy.what'));
      expect(body).not.toContain('days after');
      await expectNoAxeViolations(page);
      await screenshots(page, `privacy-${language}`);

      await page.goto(session.url('/no/such/page'));
      await eventually(() => page.getByRole('heading', { name: t('pageNotFound'), level: 1 }).count()).toBe(
        1,
      );
      await eventually(() => page.title()).toContain(t('notFound.title'));
      await expect(page.getByRole('link', { name: t('common.bookAVisit') }).count()).resolves.toBe(1);
      await expectNoAxeViolations(page);
      await screenshots(page, `not-found-${language}`);
      await session.forgetRefusedCall('/no/such/page', 404);
    },
  );

  it('keeps a language picked in the menu before the page’s script has loaded', async () => {
    const { context, page } = session;
    const ta = webTexts('ta');
    // The page's scripts wait until the visitor has picked a language in the painted page.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(session.url('/'), { waitUntil: 'commit' });
    const menu = page.getByLabel(webTexts('en')('shell.language'));
    await menu.waitFor();
    await menu.selectOption('ta');
    release();

    await eventually(() => page.locator('html').getAttribute('lang')).toBe('ta');
    await eventually(() => page.getByRole('heading', { name: ta('chooseDate') }).count()).toBe(1);
    await expect(page.getByLabel(ta('shell.language')).inputValue()).resolves.toBe('ta');
    const cookies = await context.cookies(session.url('/'));
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ta');
    // The next page comes in Tamil from the server.
    await page.unroute('**/assets/*.js');
    await page.goto(session.url('/digital-museum'));
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ta');
    await eventually(() => page.getByRole('heading', { name: ta('museum.title'), level: 1 }).count()).toBe(1);
  });
});
