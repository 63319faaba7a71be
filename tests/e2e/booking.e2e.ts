import Database from 'better-sqlite3';
import { format } from 'date-fns';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, indiaDateOf } from '../../src/shared/rules/india-clock';
import { dobWindow, YOUNGEST_DOB_DAYS_BACK } from '../../src/shared/rules/person';
import { texts } from '../../src/shared/texts';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { offeredDates } from './support/slots';

// Booking as a visitor does it, in Chromium against the real server and its SQLite file:
// sign in by link, add visitors, verify the mobile with the local SMS simulator, book, open
// and print the ticket, find it in the list, cancel it, and give feedback after a visit.

/** Waits for the page to get there: the machine running the tests may be busy. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

interface ApiSlot {
  id: string;
  label: string;
  booked: number;
}

describe('booking', () => {
  const session = useE2eSession();

  const greeting = (page: Page) => page.getByRole('region', { name: 'Greeting' });
  const step = (page: Page, id: string) => page.locator(`#${id}`);

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

  it('books three visitors, prints the ticket, lists it, cancels it and gives the seats back', async () => {
    const { page } = session;
    const dialogs: string[] = [];
    let dialogAnswer: 'accept' | 'dismiss' = 'accept';
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void (dialogAnswer === 'accept' ? dialog.accept() : dialog.dismiss());
    });
    await signInByLink(page, 'meera@example.org', 'Meera');

    const date = await futureDate();
    const [slot] = await slotsOn(date);
    expect(slot.booked).toBe(0);
    await pickDate(page, date);
    await page.getByLabel(texts.selectTimeSlot).selectOption(slot.id);

    // Step 4: seats first, then the first person, who must give a document number.
    const visitors = step(page, 'add-visitors');
    await eventually(() =>
      visitors.getByRole('progressbar', { name: /Available: 50 seats of 50/ }).count(),
    ).toBe(1);
    await addPerson(page, {
      name: 'Meera Iyr',
      document: '234567890123',
      gender: 'Female',
      dob: '1985-03-14',
      nationality: 'Indian',
    });
    const notice = visitors.getByRole('status').filter({ hasText: 'added' });
    await eventually(() => notice.textContent()).toBe('Meera Iyr added.');
    await expectNoAxeViolations(page);

    // One day too young for the date-of-birth window: the shared rule's message, focus on the field.
    const { earliest, latest } = dobWindow(new Date());
    const tooYoung = addDays(indiaDateOf(new Date()), -(YOUNGEST_DOB_DAYS_BACK - 1));
    await visitors.getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, { name: 'Kiran Iyer', gender: 'Male', dob: tooYoung, nationality: 'Indian' });
    await eventually(() => visitors.getByText(texts.dobOutOfRange(earliest, latest)).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('visitor-dob');
    await visitors.getByLabel('Date of birth').fill(addDays(indiaDateOf(new Date()), -3700)); // 10 years
    await visitors.getByRole('button', { name: 'Add Person' }).click();
    await eventually(() => notice.textContent()).toBe('Kiran Iyer added.');

    // The same document number again replaces the earlier entry (here: a typo put right).
    await visitors.getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, {
      name: 'Meera Iyer',
      document: '234567890123',
      gender: 'Female',
      dob: '1985-03-14',
      nationality: 'Indian',
    });
    await eventually(() => visitors.getByRole('status').filter({ hasText: 'replaced' }).textContent()).toBe(
      'Meera Iyer replaced the earlier entry with the same document number.',
    );
    await visitors.getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, {
      name: 'Lakshmi Rao',
      document: 'P4455667',
      gender: 'Female',
      dob: '1950-01-01',
      nationality: 'Other',
    });
    const list = visitors.getByRole('region', { name: /Visitor's Details/ });
    await eventually(() => list.getByRole('listitem').count()).toBe(3);
    expect(await list.getByRole('heading').textContent()).toBe("Visitor's Details (3)");
    const kiran = list.getByRole('listitem').filter({ hasText: 'Kiran Iyer' });
    expect(await kiran.getByText('Child', { exact: true }).isVisible()).toBe(true);
    expect(await kiran.textContent()).toMatch(/Male · 10 years/);
    expect(await kiran.locator('.visitor-document').textContent()).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(await list.getByText('Meera Iyr').count()).toBe(0);
    expect(await visitors.getByRole('progressbar', { name: /Booking now: 3 seats of 50/ }).count()).toBe(1);

    // Removing asks first; saying no keeps the person.
    dialogAnswer = 'dismiss';
    await list.getByRole('button', { name: 'Remove Lakshmi Rao' }).click();
    expect(dialogs.at(-1)).toBe('Remove Lakshmi Rao from this booking?');
    expect(await list.getByRole('listitem').count()).toBe(3);

    // The draft survives a reload.
    await page.reload();
    await eventually(() => list.getByRole('listitem').count()).toBe(3);
    await expectNoAxeViolations(page);

    // Step 5: the mobile number, then the SMS check with the local simulator.
    const confirm = step(page, 'confirm-booking');
    await eventually(() =>
      confirm.getByText('SMS charges may be applicable by your service provider.').isVisible(),
    ).toBe(true);
    expect(await confirm.getByRole('heading', { level: 2 }).textContent()).toBe(
      'Enter Mobile Number & Confirm Booking',
    );
    expect(await confirm.getByLabel('Country code').inputValue()).toBe('IN');
    expect(await confirm.getByLabel('Country code').locator('option').first().textContent()).toMatch(
      /IN \+91$/,
    );
    await confirm.getByRole('button', { name: 'Validate Mobile' }).click();
    await eventually(() => confirm.getByRole('alert').textContent()).toBe(texts.mobileRequired);
    await confirm.getByRole('textbox', { name: 'Mobile number' }).fill('0-98765 43210');
    expect(await confirm.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('9876543210');
    await confirm.getByRole('button', { name: 'Validate Mobile' }).click();
    await confirm.getByRole('button', { name: 'Simulate SMS' }).click();
    await eventually(() => confirm.getByText('Simulated SMS delivered').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: texts.validate, exact: true }).click();

    const confirmed = confirm.getByRole('heading', { name: texts.bookingConfirmed });
    await eventually(() => confirmed.isVisible()).toBe(true);
    await eventually(() => confirmed.evaluate((heading) => heading === document.activeElement)).toBe(true);
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookingDraft') ?? '{}'));
    expect(draft).toEqual({ date: null, slot: null, people: [] });
    expect((await slotsOn(date)).find((current) => current.id === slot.id)?.booked).toBe(3);
    expect(await visitors.getByRole('listitem').count()).toBe(0);

    // The ticket, as its owner sees it.
    await confirm.getByRole('link', { name: texts.viewTicket }).click();
    await eventually(() => page.getByRole('heading', { name: texts.ticketDetails }).isVisible()).toBe(true);
    const bookingId = new URL(page.url()).pathname.split('/').pop() as string;
    const ticket = page.getByRole('article');
    await eventually(() => ticket.getByRole('heading', { name: texts.bookingConfirmed }).isVisible()).toBe(
      true,
    );
    for (const reminder of texts.ticketReminders)
      expect(await page.getByText(reminder).isVisible()).toBe(true);
    expect(await ticket.getByText(slot.label).isVisible()).toBe(true);
    expect(await ticket.getByText('+919876543210').isVisible()).toBe(true);
    expect(await ticket.getByText(bookingId, { exact: true }).isVisible()).toBe(true);
    const meera = ticket.getByRole('listitem').filter({ hasText: 'Meera Iyer' });
    expect(await meera.textContent()).toContain('ADHAAR234567890123');
    expect(await ticket.getByRole('listitem').filter({ hasText: 'Lakshmi Rao' }).textContent()).toContain(
      'PASSPORTP4455667',
    );
    const qr = ticket.getByRole('img', {
      name: `QR code of Booking ID ${bookingId}, for the reception to scan`,
    });
    await eventually(() =>
      qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    ).toBe(250);
    await expectNoAxeViolations(page);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print / Download' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    const chrome = [page.getByRole('banner').first(), page.getByRole('contentinfo').first(), greeting(page)];
    for (const part of chrome) expect(await part.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    for (const part of chrome) expect(await part.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print / Download' }).isVisible()).toBe(false);
    expect(await qr.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Anyone holding the link sees the ticket, with document numbers masked and no mobile.
    const stranger = await (await session.browser.newContext()).newPage();
    try {
      await stranger.goto(session.url(`/booking/${bookingId}`));
      const strangerTicket = stranger.getByRole('article');
      await eventually(() => strangerTicket.getByRole('listitem').count()).toBe(3);
      expect(
        await strangerTicket.getByRole('listitem').filter({ hasText: 'Meera Iyer' }).textContent(),
      ).toContain('ADHAAR********0123');
      expect(await strangerTicket.getByText('+919876543210').count()).toBe(0);
      expect(await strangerTicket.getByText('Mobile').count()).toBe(0);
      await expectNoAxeViolations(stranger);
    } finally {
      await stranger.context().close();
    }

    // The list: the booking with its status, then cancelled by typing 'cancel'.
    await greeting(page).getByRole('link', { name: texts.bookingHistory }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: bookingId }) });
    await eventually(() => row.count()).toBe(1);
    expect(await row.getByText('Booked', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: `Cancel booking ${bookingId}` }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await eventually(() => cancelDialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await cancelDialog.getByLabel("Type 'cancel' to confirm").fill('yes');
    await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
    await eventually(() => cancelDialog.getByRole('alert').textContent()).toContain(
      "Please type 'cancel' to confirm",
    );
    await cancelDialog.getByLabel("Type 'cancel' to confirm").fill('cancel');
    await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
    const cancelled = page.getByRole('status').filter({ hasText: 'is cancelled' });
    await eventually(() => cancelled.textContent()).toBe(
      `Your booking ${bookingId} is cancelled. Its seats are free again.`,
    );
    await eventually(() => cancelled.evaluate((notice) => notice === document.activeElement)).toBe(true);
    await eventually(() => row.getByText('Cancelled', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: /Cancel booking/ }).count()).toBe(0);
    expect((await slotsOn(date)).find((current) => current.id === slot.id)?.booked).toBe(0);
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: `View ticket ${bookingId}` }).click();
    await eventually(() => page.getByRole('heading', { name: 'Booking Cancelled' }).isVisible()).toBe(true);
    expect(dialogs).toEqual(['Remove Lakshmi Rao from this booking?']);
  });

  it("shows the server's refusal in red when the slot fills up during the SMS check", async () => {
    const { page, context } = session;
    await signInQuickly(context, 'late@example.org');
    const date = await futureDate();
    const [slot] = await slotsOn(date);
    const draft = {
      date,
      slot: { id: slot.id, label: slot.label, available: 50, booked: 0 },
      people: [
        {
          name: 'Ravi Kumar',
          gender: 'M',
          dob: '1980-01-01',
          nationality: 'IN',
          documentNumber: 'RAVI12345',
        },
      ],
    };
    await context.addInitScript(
      (saved) => localStorage.setItem('bookingDraft', saved),
      JSON.stringify(draft),
    );
    await page.goto(session.url('/'));

    const confirm = step(page, 'confirm-booking');
    await confirm.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
    await confirm.getByRole('button', { name: 'Validate Mobile' }).click();
    await confirm.getByRole('button', { name: 'Simulate SMS' }).click();
    await eventually(() => confirm.getByText('Simulated SMS delivered').isVisible()).toBe(true);
    expect(runSql('UPDATE brindavan_slots SET booked = capacity WHERE id = ?', slot.id)).toBe(1);
    await confirm.getByRole('button', { name: texts.validate, exact: true }).click();

    const refusal = confirm.getByRole('alert').filter({ hasText: texts.maxPeopleExceededRemove(slot.label) });
    await eventually(() => refusal.isVisible()).toBe(true);
    await eventually(() => refusal.evaluate((alert) => alert === document.activeElement)).toBe(true);
    expect(await refusal.evaluate((alert) => getComputedStyle(alert).color)).toBe('rgb(163, 35, 27)');
    expect(await confirm.getByRole('button', { name: 'Try booking again' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('bookingDraft') ?? '{}').people.length),
    ).toBe(1);
    await forgetRefusedCall('/api/bookings', 409);
  });

  it('opens feedback after the visit, saves the answers once and thanks the visitor', async () => {
    const { page, context } = session;
    await signInQuickly(context, 'ravi@example.org');
    const bookingId = await bookThroughApi(context);

    await page.goto(session.url(`/feedback/${bookingId}`));
    await eventually(() => page.getByRole('alert').textContent()).toBe(texts.feedbackAfterVisit);
    expect(await page.getByRole('heading', { name: 'Feedback Form' }).isVisible()).toBe(true);
    expect(await page.getByText(`Booking ID: ${bookingId}`).isVisible()).toBe(true);
    await forgetRefusedCall(`/api/bookings/${bookingId}/feedback`, 409);

    expect(runSql('UPDATE brindavan_bookings SET status = 3 WHERE id = ?', bookingId)).toBe(1);
    await page.reload();
    const form = page.locator('form.feedback-form');
    await eventually(() => form.isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await eventually(() => form.getByText('Please answer Yes or No').count()).toBe(4);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('knowsSriSathyaSai-yes');

    const answer = (question: RegExp, choice: 'Yes' | 'No') =>
      form.getByRole('group', { name: question }).getByLabel(choice).check();
    await answer(/know about Bhagawan Sri Sathya Sai Baba/, 'Yes');
    await answer(/visited Brindavan Ashram before/, 'No');
    await answer(/connected with any of the Sri Sathya Sai organisations/, 'Yes');
    await form.getByLabel('Which country are you from?').selectOption('IN');
    await eventually(() => form.getByLabel('Which state?').locator('option').count()).toBeGreaterThan(10);
    await form.getByLabel('Which state?').selectOption({ label: 'Karnataka' });
    await answer(/companion app/, 'No');
    await form.getByLabel('Please tell us about your experience').fill('Moving and beautifully made.');
    await form.getByRole('button', { name: 'Submit Feedback' }).click();

    const thanks = page.getByRole('heading', { name: 'Thank you for your feedback!' });
    await eventually(() => thanks.isVisible()).toBe(true);
    await eventually(() => thanks.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await page.reload();
    await eventually(() => page.getByText(texts.feedbackAlreadySaved).isVisible()).toBe(true);
    const saved = (await (
      await context.request.get(session.url(`/api/bookings/${bookingId}/feedback`))
    ).json()) as {
      feedback: { answers: Record<string, unknown> };
    };
    expect(saved.feedback.answers).toEqual({
      knowsSriSathyaSai: true,
      visitedAshramBefore: false,
      connectedWithOrganisations: true,
      country: 'IN',
      state: 'KA',
      usesCompanionApp: false,
      experience: 'Moving and beautifully made.',
    });

    // Signed out, the form asks for a login instead.
    const guest = await (await session.browser.newContext()).newPage();
    try {
      await guest.goto(session.url(`/feedback/${bookingId}`));
      await eventually(() =>
        guest.getByText('Please log in with the account you booked with').isVisible(),
      ).toBe(true);
      expect(await guest.getByRole('main').getByRole('button', { name: texts.loginToBook }).isVisible()).toBe(
        true,
      );
    } finally {
      await guest.context().close();
    }
  });

  it("signed out, the last step is 'Login to Book': it alerts and opens the login dialog", async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    const last = step(page, 'confirm-booking');
    await eventually(() => last.getByRole('heading', { level: 2 }).textContent()).toBe(texts.loginToBook);
    await eventually(() => last.getByText('Booking costs nothing').isVisible()).toBe(true);
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await last.getByRole('button', { name: texts.loginToBook }).click();
    expect(await alerted).toBe(texts.loginToContinue);
    await eventually(() => page.getByRole('dialog', { name: texts.loginTitle }).isVisible()).toBe(true);
  });

  it('sends signed-out visitors from the list home, shows an empty list, and a clear page for an unknown ticket', async () => {
    const { page, context } = session;
    await page.goto(session.url('/bookings'));
    await eventually(async () => new URL(page.url()).pathname).toBe('/');

    await page.goto(session.url('/booking/no-such-booking'));
    await eventually(() => page.getByRole('heading', { name: 'Ticket not found' }).isVisible()).toBe(true);
    expect(await page.getByRole('alert').textContent()).toBe(texts.bookingNotFound);
    await forgetRefusedCall('/api/bookings/no-such-booking', 404);
    await expectNoAxeViolations(page);

    await signInQuickly(context, 'new-visitor@example.org');
    await page.goto(session.url('/bookings'));
    await eventually(() => page.getByText("You don't have any booking yet!").isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Book your first visit' }).click();
    await eventually(async () => new URL(page.url()).pathname).toBe('/');
  });
});
