import Database from 'better-sqlite3';
import { format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { indiaDateOf } from '../../src/shared/rules/india-clock';
import { texts } from '../../src/shared/texts';
import type { E2eSession } from './support/browser';
import { offeredDates } from './support/slots';

// What the booking end-to-end tests share: finding things on the page, signing in, arranging
// bookings and reading the server's database.

/** Waits for the page to get there: the machine running the tests may be busy. */
export const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

export interface ApiSlot {
  id: string;
  label: string;
  booked: number;
}

export const greeting = (page: Page) => page.getByRole('region', { name: 'Greeting' });
export const step = (page: Page, id: string) => page.locator(`#${id}`);

/** Helpers bound to one test file's server and browser. */
export function bookingHelpers(session: E2eSession) {
  /**
   * The browser logs every refused call as a console error; some are expected here. Waits
   * for the log line (it may come a moment after the page shows the refusal), then drops it.
   */
  async function forgetRefusedCall(path: string, status: number) {
    const errors = session.browserErrors;
    const refused = (error: string) => error.includes(`status of ${status}`) && error.includes(path);
    await eventually(async () => errors.some(refused)).toBe(true);
    errors.splice(0, errors.length, ...errors.filter((error) => !refused(error)));
  }

  function runSql(sql: string, ...values: unknown[]) {
    const db = new Database(session.server.databaseFile);
    try {
      db.pragma('busy_timeout = 5000');
      return db.prepare(sql).run(...values).changes;
    } finally {
      db.close();
    }
  }

  async function slotsOn(date: string): Promise<ApiSlot[]> {
    const response = await fetch(session.url(`/api/slots?date=${date}`));
    return ((await response.json()) as { slots: ApiSlot[] }).slots;
  }

  /** A date after today (India) that the server offers, so its slots are hours away. */
  async function futureDate(): Promise<string> {
    const today = indiaDateOf(new Date());
    const date = (await offeredDates(session.server)).find((offered) => offered > today);
    expect(date, 'an offered date after today').toBeTruthy();
    return date as string;
  }

  /** The calendar's button for an India date, named as the calendar reads it out. */
  async function pickDate(page: Page, date: string) {
    const [year, month, day] = date.split('-').map(Number);
    const name = format(new Date(year, month - 1, day), 'PPPP'); // 'Sunday, November 22nd, 2026'
    const button = page.getByRole('button', { name: new RegExp(`(^|, )${name}(,|$)`) });
    await page.locator('.rdp-month').first().waitFor();
    while (!(await button.isVisible()))
      await page.getByRole('button', { name: 'Go to the Next Month' }).click();
    await button.click();
  }

  /** Signs in through the login dialog and the link in the local mailbox, then saves a name. */
  async function signInByLink(page: Page, email: string, name: string) {
    await page.goto(session.url('/'));
    await greeting(page).getByRole('button', { name: texts.loginToBook }).click();
    const dialog = page.getByRole('dialog', { name: texts.loginTitle });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Send me a login link' }).click();
    await eventually(() => dialog.getByRole('status').textContent()).toBe(texts.checkMailbox);

    await page.goto(session.url('/dev/mailbox'));
    const link = page
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByRole('link')
      .filter({ hasText: 'mode=signIn' })
      .first();
    await link.waitFor();
    await page.goto((await link.getAttribute('href')) ?? '');
    await page.getByLabel(texts.askName).fill(name);
    await page.getByRole('button', { name: texts.saveName }).click();
    await eventually(() => greeting(page).textContent()).toContain(`${texts.greeting} ${name}`);
  }

  /** For tests that only need a signed-in visitor: the link flow through the API. */
  async function signInQuickly(context: BrowserContext, email: string) {
    const api = (route: string) => session.url(`/api/${route}`);
    await context.request.post(api('accounts/sign-in-link/request'), { data: { email } });
    const mailbox = (await (await context.request.get(api('dev/mailbox'))).json()) as {
      messages: { to: string; text: string }[];
    };
    const token = mailbox.messages.find((mail) => mail.to === email)?.text.match(/[?&]token=([\w-]+)/)?.[1];
    expect((await context.request.post(api('accounts/sign-in-link'), { data: { token, email } })).ok()).toBe(
      true,
    );
    expect((await context.request.patch(api('me'), { data: { displayName: 'Ravi' } })).ok()).toBe(true);
  }

  /** A booking made straight through the API (mobile verified by the simulator). */
  async function bookThroughApi(context: BrowserContext): Promise<string> {
    const api = (route: string) => session.url(`/api/${route}`);
    const [slot] = await slotsOn(await futureDate());
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

  return {
    forgetRefusedCall,
    runSql,
    slotsOn,
    futureDate,
    pickDate,
    signInByLink,
    signInQuickly,
    bookThroughApi,
    addPerson,
  };
}
