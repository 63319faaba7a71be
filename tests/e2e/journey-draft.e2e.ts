import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { bookingHelpers, step } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { readSql, runSql } from './support/db';
import { eventually, greeting } from './support/page';
import { signInThroughApi } from './support/sign-in';
import { bookableSlotsOn, slotsOn } from './support/slots';

// The booking in progress belongs to one account and survives a reload: the people added are
// never shown to the next account in the same browser, and a reload in the middle of the SMS
// check (the phone's SMS app often causes one) keeps the number and the very same keyword.

const KEYWORD = /^SAIRAM \d{4}$/;

describe('the booking draft', () => {
  const session = useE2eSession();
  const { futureDate, pickDate, signInQuickly, addPerson } = bookingHelpers(session);

  const storedDraft = (page: Page) => page.evaluate(() => localStorage.getItem('bookingDraft') ?? '');

  async function startBooking(page: Page, email: string) {
    await signInQuickly(page.context(), email);
    await page.goto(session.url('/'));
    const date = await futureDate();
    const [slot] = await bookableSlotsOn(session.server, date);
    await pickDate(page, date);
    await page.getByLabel(texts.selectTimeSlot).selectOption(slot.id);
    return { date, slot };
  }

  const asha = {
    name: 'Asha Menon',
    document: 'ASHA12345',
    gender: 'Female',
    dob: '1970-05-06',
    nationality: 'Indian',
  };

  it('is cleared by signing out, and the next account never sees the people', async () => {
    const { page } = session;
    page.on('dialog', (dialog) => void dialog.accept());
    await startBooking(page, 'first-account@example.org');
    await addPerson(page, asha);
    const visitors = step(page, 'add-visitors');
    await eventually(() => visitors.getByRole('listitem').count()).toBe(1);
    expect(await storedDraft(page)).toContain('ASHA12345');

    await greeting(page).getByRole('button', { name: texts.logout }).click();
    await eventually(() => greeting(page).getByRole('button', { name: texts.loginToBook }).isVisible()).toBe(
      true,
    );
    expect(await storedDraft(page)).not.toContain('ASHA12345');

    await signInQuickly(page.context(), 'second-account@example.org');
    await page.reload();
    await eventually(() => greeting(page).textContent()).toContain('Ravi');
    await eventually(() => visitors.textContent()).toContain('Choose a date and a time slot first');
    expect(await visitors.getByText('Asha Menon').count()).toBe(0);
    expect(await storedDraft(page)).not.toContain('ASHA12345');
  });

  it('is dropped when another account signs in without signing out first', async () => {
    const { page } = session;
    await startBooking(page, 'third-account@example.org');
    await addPerson(page, asha);
    const visitors = step(page, 'add-visitors');
    await eventually(() => visitors.getByRole('listitem').count()).toBe(1);

    // A sign-in link of another account opened in the same browser replaces the session.
    await signInThroughApi(session, page.context().request, 'fourth-account@example.org');
    await page.reload();
    await eventually(() => greeting(page).textContent()).toContain(texts.unnamedUser);
    await eventually(() => storedDraft(page)).not.toContain('ASHA12345');
    expect(await visitors.getByText('Asha Menon').count()).toBe(0);
  });

  it('asks before a person with the same document number replaces someone, and can undo it', async () => {
    const { page } = session;
    await startBooking(page, 'duplicates@example.org');
    const visitors = step(page, 'add-visitors');
    const list = visitors.getByRole('region', { name: /Visitor's Details/ });
    await addPerson(page, asha);
    await eventually(() => list.getByRole('listitem').count()).toBe(1);

    // A typo in the name, the same document: nothing changes until the visitor says so.
    await visitors.getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, { ...asha, name: 'Asha Menn' });
    const question = visitors.getByRole('alert').filter({ hasText: 'already on this booking' });
    await eventually(() => question.textContent()).toContain(
      'Asha Menon is already on this booking with document number ASHA12345. A document number can be on a booking only once, so adding Asha Menn will replace Asha Menon.',
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Asha Menon is already on this booking',
    );
    expect(await list.getByText('Asha Menon').count()).toBe(1);
    await expectNoAxeViolations(page);

    // Keeping the earlier person puts the visitor back on the document number to change it.
    await visitors.getByRole('button', { name: 'Keep Asha Menon and change the number' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('visitor-document');
    expect(await question.count()).toBe(0);

    // Replacing says who went, and Undo brings them back.
    await visitors.getByRole('button', { name: 'Add Person' }).click();
    await visitors.getByRole('button', { name: 'Replace Asha Menon' }).click();
    const notice = visitors.getByRole('status').filter({ hasText: 'replaced' });
    await eventually(() => notice.textContent()).toBe(
      'Asha Menn replaced Asha Menon (the same document number).',
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Asha Menn replaced Asha Menon (the same document number).',
    );
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Asha Menn'),
    ]);
    await expectNoAxeViolations(page);
    await visitors.getByRole('button', { name: 'Undo: bring back Asha Menon' }).click();
    await eventually(() => list.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Asha Menon'),
    ]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Asha Menon is back on the list.',
    );
    expect(await visitors.getByRole('button', { name: /Undo/ }).count()).toBe(0);
    expect(await storedDraft(page)).toContain('"name":"Asha Menon"');
  });

  it('keeps the number and the same keyword across a reload mid-verification, then books', async () => {
    const { page } = session;
    const { date, slot } = await startBooking(page, 'reloading@example.org');
    await addPerson(page, asha);
    const confirm = step(page, 'confirm-booking');
    await confirm.getByRole('textbox', { name: 'Mobile number' }).fill('9876501234');
    await confirm.getByRole('button', { name: 'Validate Mobile' }).click();
    const keyword = confirm.locator('.keyword-copy__keyword');
    await eventually(() => keyword.textContent()).toMatch(KEYWORD);
    const first = (await keyword.textContent()) as string;

    await page.reload();
    await eventually(() => keyword.textContent()).toBe(first);
    expect(await confirm.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('9876501234');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('verification-panel-heading');
    const challenges = readSql<{ keyword: string }>(
      session.server,
      "SELECT v.keyword FROM brindavan_verifications v JOIN brindavan_users u ON u.id = v.user_id WHERE u.email = 'reloading@example.org'",
    );
    expect(challenges.map((row) => row.keyword)).toEqual([first]);
    await expectNoAxeViolations(page);
    const shots = process.env.SCREENSHOTS;
    if (shots) {
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await confirm.screenshot({ path: `${shots}/verification-panel-${width}.png` });
        const sizes = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(sizes[0], `scroll width at ${width}`).toBeLessThanOrEqual(sizes[1]);
      }
    }

    await confirm.getByRole('button', { name: 'Simulate SMS' }).click();
    const simulated = confirm.getByText('Simulated SMS delivered. Now press Validate.');
    await eventually(() => simulated.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Simulated SMS delivered. Now press Validate.',
    );
    await confirm.getByRole('button', { name: texts.validate, exact: true }).click();
    await eventually(() => confirm.getByRole('heading', { name: texts.bookingConfirmed }).isVisible()).toBe(
      true,
    );
    const booked = await slotsOn(session.server, date);
    expect(booked.find((current) => current.id === slot.id)?.booked).toBe(1);
    expect(await storedDraft(page)).not.toContain('9876501234');
  });

  it('after a reload with an expired keyword, says so and offers a new one', async () => {
    const { page } = session;
    await startBooking(page, 'expiring@example.org');
    await addPerson(page, asha);
    const confirm = step(page, 'confirm-booking');
    await confirm.getByRole('textbox', { name: 'Mobile number' }).fill('9876501235');
    await confirm.getByRole('button', { name: 'Validate Mobile' }).click();
    const keyword = confirm.locator('.keyword-copy__keyword');
    await eventually(() => keyword.textContent()).toMatch(KEYWORD);
    runSql(session.server, "UPDATE brindavan_verifications SET expires_at = '2000-01-01T00:00:00.000Z'");

    await page.reload();
    const alert = confirm.getByRole('alert');
    await eventually(() => alert.textContent()).toContain(texts.mobileVerificationExpired);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await keyword.count()).toBe(0);
    await confirm.getByRole('button', { name: 'Get a new keyword' }).click();
    await eventually(() => keyword.textContent()).toMatch(KEYWORD);
  });
});
