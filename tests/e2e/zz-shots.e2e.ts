import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { bookingHelpers, step } from './booking-helpers';
import { useE2eSession } from './support/browser';
import { eventually, greeting } from './support/page';
import { signInThroughApi } from './support/sign-in';

const DIR = '/tmp/little2-shots';
const report: string[] = [];

async function shoot(page: Page, name: string, widths = [320, 390, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${DIR}/${name}-${width}-top.png` });
    report.push(`${name} ${width}: sideways scroll ${scroll}`);
  }
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag21a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  report.push(
    `${name} axe: ${JSON.stringify(axe.violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))]))}`,
  );
}

describe('shots', () => {
  const session = useE2eSession();
  const { signInQuickly, bookThroughApi, pickDate, futureDate, addPerson } = bookingHelpers(session);

  it('takes them', async () => {
    const { page, context } = session;
    await page.goto(session.url('/bookings?cancel=ABC123'));
    await eventually(() => page.getByText('to cancel booking').isVisible()).toBe(true);
    await shoot(page, 'bookings-signed-out');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('main').getByRole('button', { name: texts.loginToBook }).click();
    const dialog = page.getByRole('dialog', { name: texts.loginTitle });
    await dialog.getByLabel('E-mail address').fill('shots@example.org');
    await dialog.getByRole('switch', { name: texts.loginWithPassword }).click();
    await dialog.getByRole('button', { name: texts.forgotPassword }).click();
    await eventually(() => dialog.getByRole('status').textContent()).toBe(texts.forgotPasswordSent);
    await shoot(page, 'login-forgot');
    await page.keyboard.press('Escape');

    await signInQuickly(context, 'shots@example.org');
    await bookThroughApi(context);
    await bookThroughApi(context);
    await page.goto(session.url('/bookings'));
    await eventually(() => page.getByRole('heading', { name: 'Upcoming visits' }).isVisible()).toBe(true);
    await shoot(page, 'bookings-list');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('main').screenshot({ path: `${DIR}/bookings-main-1280.png` });

    await page.goto(session.url('/'));
    await pickDate(page, await futureDate());
    const select = step(page, 'choose-slot').getByLabel(texts.selectTimeSlot);
    await eventually(() => select.isVisible()).toBe(true);
    report.push(`options: ${JSON.stringify(await select.locator('option').allTextContents())}`);
    await select.selectOption({ index: 1 });
    await addPerson(page, {
      name: 'Asha Rao',
      document: '123456789012',
      gender: 'Female',
      dob: '1990-01-01',
      nationality: 'Indian',
    });
    await step(page, 'add-visitors').getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, { name: 'Kiran Rao', gender: 'Male', dob: '1992-01-01', nationality: 'Indian' });
    await step(page, 'add-visitors').getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, { name: 'Too Young', gender: 'Male', dob: '2024-01-01', nationality: 'Indian' });
    await page.waitForTimeout(300);
    await shoot(page, 'visitors');
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await step(page, 'add-visitors').screenshot({ path: `${DIR}/visitors-step-${width}.png` });
      await step(page, 'choose-slot').screenshot({ path: `${DIR}/slot-step-${width}.png` });
    }
    // The name capture: a new account without a name.
    await context.clearCookies();
    await signInThroughApi(session, context.request, 'noname@example.org');
    await page.goto(session.url('/'));
    await eventually(() => page.getByText('Please save your name above first').isVisible()).toBe(true);
    await shoot(page, 'name-capture');
    await page.setViewportSize({ width: 320, height: 900 });
    await page.locator('.timeline').screenshot({ path: `${DIR}/name-capture-timeline-320.png` });
    // Offline ticket load.
    await context.setOffline(true);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/digital-museum');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await eventually(() => page.getByRole('heading', { name: 'Something went wrong' }).isVisible()).toBe(
      true,
    );
    await shoot(page, 'offline-route');
    await context.setOffline(false);
    session.browserErrors.splice(0);
    await greeting(page).count();
  });

  it('writes the report', async () => {
    const fs = await import('node:fs/promises');
    await fs.writeFile(`${DIR}/report.txt`, report.join('\n'));
  });
});
