import type { Page } from 'playwright-core';
import type { Language } from '../../../src/shared/languages';
import { longDateParts } from '../../../src/shared/rules/format-date';
import { webTexts } from '../../../src/test/web-texts';
import { step } from '../booking-helpers';
import { eventually } from './page';

// The home page's steps 2–4 as a visitor takes them in a page of `language`, every control
// found by its words in that language (the catalogs' texts): so a text left in English, or
// missing, fails the step that needs it.

/** The calendar's button for a date, as the calendar names it in `language`. */
export function dayButtonIn(page: Page, language: Language, date: string) {
  const { weekday, dayMonthYear } = longDateParts(date, language);
  return page.getByRole('button', { name: new RegExp(`^${dayMonthYear}, ${weekday}`) });
}

/** Steps 2 and 3: the date in the calendar (paging on to its month), then the slot. */
export async function pickDayAndSlot(page: Page, language: Language, date: string, slotId: string) {
  const t = webTexts(language);
  const day = dayButtonIn(page, language, date);
  await page.locator('.rdp-month').first().waitFor();
  while (!(await day.isVisible())) await page.getByRole('button', { name: t('calendar.nextMonth') }).click();
  await day.click();
  await page.getByLabel(t('selectTimeSlot')).selectOption(slotId);
}

export interface PersonInForm {
  name: string;
  document: string;
  gender: 'M' | 'F' | 'O';
  dob: string;
  nationality: 'IN' | 'OTHER';
}

/** Step 4: one person added through the form (after the first, 'add more' opens it again). */
export async function addPersonInForm(page: Page, language: Language, person: PersonInForm, first = true) {
  const t = webTexts(language);
  const visitors = step(page, 'add-visitors');
  if (!first) await visitors.getByRole('button', { name: t('visitors.addMore') }).click();
  await visitors.getByPlaceholder(t('visitors.namePlaceholder')).fill(person.name);
  await visitors.getByPlaceholder(t('visitors.documentPlaceholder')).fill(person.document);
  await visitors
    .getByRole('group', { name: t('visitors.gender') })
    .getByLabel(t(`person.gender.${person.gender}`))
    .check();
  await visitors.getByLabel(t('visitors.dob')).fill(person.dob);
  await visitors
    .getByRole('group', { name: t('visitors.nationality') })
    .getByLabel(t(`person.nationality.${person.nationality}`))
    .check();
  await visitors.getByRole('button', { name: t('visitors.addPerson') }).click();
  await eventually(() => visitors.getByRole('status').first().textContent()).toBe(
    t('visitors.added', { name: person.name }),
  );
}

/**
 * Step 5 once the keyword shows: its SMS sent through the simulator, then 'Validate', until
 * the booking is confirmed.
 */
export async function sendKeywordAndBook(page: Page, language: Language) {
  const t = webTexts(language);
  const confirm = step(page, 'confirm-booking');
  await confirm.getByRole('button', { name: t('simulateSms.button') }).click();
  await eventually(() =>
    confirm
      .getByRole('status')
      .filter({ hasText: t('simulateSms.delivered', { validate: t('validate') }) })
      .count(),
  ).toBe(1);
  await confirm.getByRole('button', { name: t('validate'), exact: true }).click();
  await eventually(() => confirm.getByRole('heading', { name: t('bookingConfirmed') }).count()).toBe(1);
}
