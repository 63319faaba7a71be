import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/shared/languages';
import { webTexts } from '../../src/test/web-texts';
import { bookingHelpers } from './booking-helpers';
import { PROPER_NAMES, SCREENSHOTS } from './languages-flow-steps';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { expectNoEnglishLeft } from './support/english-left';
import { addPersonInForm, pickDayAndSlot } from './support/home-in-language';
import { eventually } from './support/page';
import { bookableSlotsOn, futureDates } from './support/slots';

// The home page, the booking form and the ticket in each script (Devanagari, Kannada, Telugu,
// Tamil) at 320, 390 and 1280 px: nothing wider than the screen, the header's tagline clear of
// the language menu, the calendar's weekday names apart, no English left. Screenshots land in
// $SCREENSHOTS (default /tmp/visitpass-h-26-e2e) for a person to look at.

const WIDTHS = [320, 390, 1280];

/** What the page's layout must keep at any width, measured in the browser. */
function layoutFaults(): string[] {
  const faults: string[] = [];
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth > clientWidth) faults.push(`the page is ${scrollWidth} px wide in ${clientWidth} px`);
  const tagline = document.querySelector('.brand-tagline')?.getBoundingClientRect();
  const menu = document.querySelector('.language-menu select')?.getBoundingClientRect();
  if (tagline && menu && tagline.right > menu.left && tagline.bottom > menu.top && tagline.top < menu.bottom)
    faults.push(`the tagline (right ${tagline.right}) runs under the language menu (left ${menu.left})`);
  // Each weekday's name inside its own column, with room to spare on either side.
  const range = document.createRange();
  for (const weekday of document.querySelectorAll('.rdp-weekday')) {
    range.selectNodeContents(weekday);
    const text = range.getBoundingClientRect();
    const cell = weekday.getBoundingClientRect();
    if (text.left < cell.left + 2 || text.right > cell.right - 2)
      faults.push(`weekday '${weekday.textContent}' is ${text.width} px wide in a ${cell.width} px column`);
  }
  return faults;
}

describe('the booking screens in each script, at phone and desktop widths', () => {
  const session = useE2eSession();
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);

  async function shoot(page: Page, name: string) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The calendar picks its weekday names for the width it has (booking-calendar.tsx).
      await page.waitForTimeout(100);
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
      await expect(page.evaluate(layoutFaults), `${name} at ${width} px`).resolves.toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
  }

  it.each(['hi', 'kn', 'te', 'ta'] as const)(
    'home, booking form and ticket in %s',
    async (language: Language) => {
      const { context, page, server } = session;
      const t = webTexts(language);
      const email = `screens-${language}@example.org`;
      const allow = [...PROPER_NAMES, email, 'Ravi Kumar', 'Ravi', 'RAVI12345', /\b[A-Z]{2}(?= \+\d+$)/];
      await context.addCookies([{ name: 'lang', value: language, url: session.url('/') }]);

      // A guest's home page.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(session.url('/'));
      await eventually(() => page.getByRole('heading', { name: t('chooseDate') }).count()).toBe(1);
      await eventually(() => page.getByRole('grid').count()).toBeGreaterThan(0);
      await expectNoEnglishLeft(page, { allow });
      await expectNoAxeViolations(page);
      await shoot(page, `home-${language}`);

      // The booking form, signed in: a date, a slot and one person, up to the mobile number.
      await signInQuickly(context, email);
      await page.goto(session.url('/'));
      const [date] = await futureDates(server, 1);
      const [slot] = await bookableSlotsOn(server, date);
      await pickDayAndSlot(page, language, date, slot.id);
      const ravi = { name: 'Ravi Kumar', document: 'RAVI12345', dob: '1980-01-01' } as const;
      await addPersonInForm(page, language, { ...ravi, gender: 'M', nationality: 'IN' });
      await expectNoEnglishLeft(page, { allow });
      await expectNoAxeViolations(page);
      await shoot(page, `booking-form-${language}`);

      // The ticket.
      const bookingId = await bookThroughApi(context);
      await page.goto(session.url(`/booking/${bookingId}`));
      await eventually(() => page.getByRole('heading', { name: t('ticketDetails'), level: 1 }).count()).toBe(
        1,
      );
      await eventually(() => page.getByRole('heading', { name: t('bookingConfirmed') }).count()).toBe(1);
      await expectNoEnglishLeft(page, { allow: [...allow, bookingId] });
      await expectNoAxeViolations(page);
      await shoot(page, `ticket-${language}`);
    },
    120_000,
  );
});
