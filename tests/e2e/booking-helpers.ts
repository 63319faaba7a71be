import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { texts } from '../../src/shared/texts';
import type { E2eSession } from './support/browser';
import { eventually, greeting, showDay } from './support/page';
import { linkFromMailbox, signInThroughApi } from './support/sign-in';
import { bookableSlotsOn, futureDates } from './support/slots';

// What the booking end-to-end tests share: the form's steps, signing in and arranging bookings.

export const step = (page: Page, id: string) => page.locator(`#${id}`);

/** Helpers bound to one test file's server and browser. */
export function bookingHelpers(session: E2eSession) {
  /** A date after today (India) that the server offers, so its slots are hours away. */
  async function futureDate(): Promise<string> {
    const [date] = await futureDates(session.server, 1);
    return date;
  }

  async function pickDate(page: Page, date: string) {
    await (await showDay(page, date)).click();
  }

  /** Signs in through the login dialog and the link in the local mailbox, then saves a name. */
  async function signInByLink(page: Page, email: string, name: string) {
    await page.goto(session.url('/'));
    await greeting(page).getByRole('button', { name: texts.loginToBook }).click();
    const dialog = page.getByRole('dialog', { name: texts.loginTitle });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Send me a login link' }).click();
    await eventually(() => dialog.getByRole('status').textContent()).toBe(texts.checkMailbox);

    await page.goto(await linkFromMailbox(session, page, email, 'mode=signIn'));
    await page.getByLabel(texts.askName).fill(name);
    await page.getByRole('button', { name: texts.saveName }).click();
    await eventually(() => greeting(page).textContent()).toContain(`${texts.greeting} ${name}`);
  }

  /** For tests that only need a signed-in visitor with a name: the link flow through the API. */
  async function signInQuickly(context: BrowserContext, email: string) {
    await signInThroughApi(session, context.request, email);
    const named = await context.request.patch(session.url('/api/me'), { data: { displayName: 'Ravi' } });
    expect(named.ok()).toBe(true);
  }

  /** A booking made straight through the API (mobile verified by the simulator). */
  async function bookThroughApi(context: BrowserContext): Promise<string> {
    const api = (route: string) => session.url(`/api/${route}`);
    const [slot] = await bookableSlotsOn(session.server, await futureDate());
    const verification = (await (
      await context.request.post(api('verifications'), { data: { countryCode: '91', mobile: '9123456780' } })
    ).json()) as { id: string; keyword: string };
    await context.request.post(api('dev/sms'), {
      data: { from: '+919123456780', text: verification.keyword },
    });
    await context.request.post(api(`verifications/${verification.id}/check`));
    const person = {
      name: 'Ravi Kumar',
      gender: 'M',
      dob: '1980-01-01',
      nationality: 'IN',
      documentNumber: 'RAVI12345',
    };
    const booked = await context.request.post(api('bookings'), {
      data: { slotId: slot.id, people: [person], verificationId: verification.id },
    });
    expect(booked.status()).toBe(201);
    return ((await booked.json()) as { id: string }).id;
  }

  async function addPerson(
    page: Page,
    person: { name: string; document?: string; gender: string; dob: string; nationality: string },
  ) {
    const visitors = step(page, 'add-visitors');
    await visitors.getByPlaceholder("Person's Name").fill(person.name);
    await visitors.getByPlaceholder('Aadhar or Passport').fill(person.document ?? '');
    await visitors.getByRole('group', { name: 'Gender' }).getByLabel(person.gender, { exact: true }).check();
    await visitors.getByLabel('Date of birth').fill(person.dob);
    await visitors.getByRole('group', { name: 'Nationality' }).getByLabel(person.nationality).check();
    await visitors.getByRole('button', { name: 'Add Person' }).click();
  }

  return { futureDate, pickDate, signInByLink, signInQuickly, bookThroughApi, addPerson };
}
