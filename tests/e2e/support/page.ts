import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Finding things on the app's pages, shared by the end-to-end tests.

/** Waits for the page to get there: the machine running the tests may be busy. */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

export const greeting = (page: Page) => page.getByRole('region', { name: 'Greeting' });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The calendar's button for an India date, named as the calendar reads it out. */
export function dayButton(page: Page, date: string) {
  const [year, month, day] = date.split('-').map(Number);
  const name = format(new Date(year, month - 1, day), 'd MMMM yyyy, EEEE'); // '22 November 2026, Sunday'
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}(,|$)`) });
}

/** Turns the calendar on to the month holding `date` and returns that day's button. */
export async function showDay(page: Page, date: string) {
  const button = dayButton(page, date);
  await page.locator('.rdp-month').first().waitFor();
  while (!(await button.isVisible()))
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  return button;
}
