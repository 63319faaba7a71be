import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { organisation } from '../../config/environments.json';
import type { Language } from '../../src/shared/languages';
import { texts } from '../../src/shared/texts';
import { webTexts } from '../../src/test/web-texts';
import { step } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import type { E2eSession } from './support/browser';
import { runSql } from './support/db';
import { englishLeft, expectNoEnglishLeft } from './support/english-left';
import {
  addPersonInForm,
  type PersonInForm,
  pickDayAndSlot,
  sendKeywordAndBook,
} from './support/home-in-language';
import { eventually } from './support/page';
import { linkFromMailbox } from './support/sign-in';
import { bookableSlotsOn, futureDates } from './support/slots';

// The whole booking in one language, as a visitor does it (issue 26): the language picked in
// the header's menu, sign-in by mailed link, a date, a slot, two people, the mobile number
// proved by the SMS keyword, the ticket and its print, My Bookings and feedback after the
// visit; on every screen no English left, axe clean and `<html lang>` right. Then the menu
// brings English back, and the same screens show the spec's words. Screenshots of each screen
// land in $SCREENSHOTS (default /tmp/visitpass-h-26-e2e).

export const SCREENSHOTS = process.env.SCREENSHOTS ?? '/tmp/visitpass-h-26-e2e';

/**
 * The trust's names, which the catalogs keep as they are, and its postal address, written as
 * the post and maps read it (config/environments.json).
 */
export const PROPER_NAMES = [
  organisation.name,
  organisation.trustName,
  organisation.address,
  organisation.email,
  ...organisation.sisterSites.map((site) => site.name),
];

export interface Visitor {
  email: string;
  /** The account's name, in Latin letters: the page may show it as it is. */
  name: string;
  /** A second visitor, named in the language's own script. */
  companion: string;
  mobile: string;
}

/** Picks a language in the header's menu, the menu named in the page's current language. */
async function pickLanguage(page: Page, from: Language, to: Language) {
  await page.getByLabel(webTexts(from)('shell.language')).selectOption(to);
  await eventually(() => page.locator('html').getAttribute('lang')).toBe(to);
}

export async function bookInLanguage(session: E2eSession, language: Language, visitor: Visitor) {
  const { page, server } = session;
  const t = webTexts(language);
  const allow: (string | RegExp)[] = [
    ...PROPER_NAMES,
    visitor.email,
    visitor.name,
    // The dialling codes' menu names each country by its ISO code ('IN +91'), an id.
    /\b[A-Z]{2}(?= \+\d+$)/,
  ];
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });

  /** Every screen: the page's language, nothing English left, axe clean, a screenshot. */
  async function screen(name: string) {
    await expect(page.locator('html').getAttribute('lang'), name).resolves.toBe(language);
    await expectNoEnglishLeft(page, { allow });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/flow-${language}-${name}.png`, fullPage: true });
  }

  // A first visit in English, then the language from the header's menu.
  await page.goto(session.url('/'));
  await eventually(() => page.getByRole('heading', { name: texts.chooseDate }).count()).toBe(1);
  await eventually(() => page.getByRole('grid').count()).toBeGreaterThan(0);
  // The English page is what the check is for: it must fail there, naming the spec's words.
  await expect(englishLeft(page)).rejects.toThrow(/not in one of the translated languages/);
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'hi'));
  await expect(englishLeft(page)).rejects.toThrow(/only \d+ characters in the page's own script/);
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
  await pickLanguage(page, 'en', language);
  await eventually(() => page.getByRole('heading', { name: t('chooseDate') }).count()).toBe(1);
  await screen('home');
  // And on a translated page, one English heading and one English label are found and named.
  await page.evaluate((heading) => {
    const planted = document.createElement('p');
    planted.id = 'planted';
    planted.innerHTML = `${heading} <button type="button" aria-label="Go to the Next Month">→</button>`;
    document.querySelector('main')?.append(planted);
  }, texts.chooseDate);
  await expect(englishLeft(page, { allow })).resolves.toEqual([
    'p#planted: "Choose a Date" (Choose a Date) is the English message chooseDate',
    'button[aria-label]: "Go to the Next Month" (Go to the Next Month) is the English message calendar.nextMonth',
  ]);
  await page.evaluate(() => document.getElementById('planted')?.remove());

  // The header's menu, open.
  const menuButton = page.getByRole('button', { name: t('shell.menu') });
  await menuButton.click();
  await eventually(() => menuButton.getAttribute('aria-expanded')).toBe('true');
  await screen('menu');
  await menuButton.click();

  // Signing in by the mailed link, then a name for the greeting.
  const greeting = page.getByRole('region', { name: t('greeting.region') });
  await greeting.getByRole('button', { name: t('loginToBook') }).click();
  const dialog = page.getByRole('dialog', { name: t('loginTitle') });
  await dialog.getByLabel(t('account.email')).fill(visitor.email);
  await dialog.getByRole('button', { name: t('account.sendLink') }).click();
  await eventually(() => dialog.getByRole('status').textContent()).toBe(t('checkMailbox'));
  await screen('login');
  await page.goto(await linkFromMailbox(session, page, visitor.email, 'mode=signIn'));
  await page.getByLabel(t('askName')).fill(visitor.name);
  await page.getByRole('button', { name: t('saveName') }).click();
  await eventually(() => greeting.textContent()).toContain(visitor.name);
  await screen('signed-in');

  // A date, a slot.
  const [date] = await futureDates(server, 1);
  const [slot] = await bookableSlotsOn(server, date);
  await pickDayAndSlot(page, language, date, slot.id);

  // Two people: the visitor, with an Aadhaar number, and a companion from abroad.
  const people: PersonInForm[] = [
    { name: visitor.name, document: '234567890123', gender: 'F', dob: '1985-03-14', nationality: 'IN' },
    { name: visitor.companion, document: 'P4455667', gender: 'M', dob: '1990-07-01', nationality: 'OTHER' },
  ];
  allow.push(...people.map((person) => person.document));
  for (const [index, person] of people.entries()) await addPersonInForm(page, language, person, index === 0);
  await screen('people');

  // The mobile number, proved by the SMS keyword (which stays in Latin letters).
  const confirm = step(page, 'confirm-booking');
  await confirm.getByLabel(t('confirm.mobile'), { exact: true }).fill(visitor.mobile);
  await confirm.getByRole('button', { name: t('confirm.validateMobile') }).click();
  await eventually(() => confirm.getByRole('heading', { name: t('verify.heading') }).count()).toBe(1);
  const keyword = (await confirm.locator('.keyword-copy__keyword').textContent()) ?? '';
  expect(keyword).toMatch(/^[A-Z0-9 ]+$/);
  allow.push(keyword.trim());
  await screen('verification');
  await sendKeywordAndBook(page, language);
  const ticketLink = confirm.getByRole('link', { name: t('viewTicket') });
  const bookingId = (await ticketLink.getAttribute('href'))?.split('/')[2] ?? '';
  expect(bookingId).toMatch(/^[\w-]{10,}$/);
  allow.push(bookingId);
  await screen('booked');

  // The ticket and its print.
  await ticketLink.click();
  await eventually(() => page.getByRole('heading', { name: t('ticketDetails'), level: 1 }).count()).toBe(1);
  await eventually(() => page.getByRole('heading', { name: t('bookingConfirmed') }).count()).toBe(1);
  expect(new URL(page.url()).pathname).toBe(`/booking/${bookingId}`);
  for (const text of [t('ticket.print'), t('ticketReminders.0'), t('person.gender.F')])
    await expect(page.getByText(text, { exact: true }).count(), text).resolves.toBeGreaterThan(0);
  await eventually(() => page.getByRole('img', { name: t('ticket.qr', { id: bookingId }) }).count()).toBe(1);
  await screen('ticket');
  await page.emulateMedia({ media: 'print' });
  await expectNoEnglishLeft(page, { allow });
  await page.screenshot({ path: `${SCREENSHOTS}/flow-${language}-ticket-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // My Bookings, from the greeting's link.
  await greeting.getByRole('link', { name: t('bookingHistory') }).click();
  await eventually(() => page.getByRole('heading', { name: t('history.title'), level: 1 }).count()).toBe(1);
  await eventually(() =>
    page.getByRole('link', { name: t('table.viewName', { id: bookingId }) }).count(),
  ).toBe(1);
  await screen('bookings');

  // Feedback once the visit has taken place (the door marks it so).
  expect(runSql(server, 'UPDATE brindavan_bookings SET status = 3 WHERE id = ?', bookingId)).toBe(1);
  await page.goto(session.url(`/feedback/${bookingId}`));
  const form = page.locator('form.feedback-form');
  await eventually(() => form.isVisible()).toBe(true);
  const answer = (question: string, choice: 'feedback.yes' | 'feedback.no') =>
    form
      .getByRole('group', { name: t(question) })
      .getByLabel(t(choice), { exact: true })
      .check();
  await answer('feedback.q.knowsSriSathyaSai', 'feedback.yes');
  await answer('feedback.q.visitedAshramBefore', 'feedback.no');
  await answer('feedback.q.connectedWithOrganisations', 'feedback.yes');
  await form.getByLabel(t('feedback.country')).selectOption('IN');
  await eventually(() => form.getByLabel(t('feedback.state')).locator('option').count()).toBeGreaterThan(10);
  await form.getByLabel(t('feedback.state')).selectOption({ index: 1 });
  // India's states are named as the server's reference data names them: place names, kept.
  const states = (await (
    await session.context.request.get(session.url('/api/countries/IN/states'))
  ).json()) as {
    name: string;
  }[];
  allow.push(...states.map((state) => state.name));
  await answer('feedback.q.usesCompanionApp', 'feedback.no');
  await screen('feedback');
  await form.getByRole('button', { name: t('feedback.submit') }).click();
  await eventually(() => page.getByRole('heading', { name: t('feedback.thanks') }).count()).toBe(1);
  await screen('feedback-sent');
  return { bookingId, date, slot };
}

/** The menu brings English back: the same screens show the spec's words, exactly. */
export async function backToEnglish(session: E2eSession, from: Language, bookingId: string) {
  const { page } = session;
  await pickLanguage(page, from, 'en');
  const english = webTexts('en');
  await eventually(() => page.getByRole('heading', { name: english('feedback.thanks') }).count()).toBe(1);

  await page.goto(session.url(`/booking/${bookingId}`));
  await eventually(() => page.getByRole('heading', { name: texts.ticketDetails, level: 1 }).count()).toBe(1);
  await eventually(() => page.getByRole('heading', { name: texts.bookingConfirmed }).count()).toBe(1);
  for (const reminder of texts.ticketReminders)
    await expect(page.getByText(reminder, { exact: true }).count(), reminder).resolves.toBe(1);
  const greeting = page.getByRole('region', { name: english('greeting.region') });
  await expect(greeting.textContent()).resolves.toContain(texts.greeting);
  await expect(greeting.getByRole('link', { name: texts.bookingHistory }).count()).resolves.toBe(1);
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');

  await greeting.getByRole('link', { name: texts.bookNow }).click();
  await eventually(() => page.getByRole('heading', { name: texts.chooseDate }).count()).toBe(1);
  await eventually(() => page.getByRole('heading', { name: texts.chooseSlot }).count()).toBe(1);
  await eventually(() => page.getByRole('button', { name: 'Go to the Next Month' }).count()).toBe(1);

  await page.goto(session.url('/bookings'));
  await eventually(() => page.getByRole('row').filter({ hasText: bookingId }).count()).toBe(1);
  // Visited (the door's mark, set for the feedback), and its feedback link.
  const row = page.getByRole('row').filter({ hasText: bookingId });
  await expect(row.getByText(english('status.3'), { exact: true }).count()).resolves.toBe(1);
  await expect(
    row.getByRole('link', { name: english('table.feedbackName', { id: bookingId }) }).count(),
  ).resolves.toBe(1);
}
