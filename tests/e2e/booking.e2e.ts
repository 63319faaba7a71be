import { describe, expect, it } from 'vitest';
import { addDays, indiaDateOf } from '../../src/shared/rules/india-clock';
import { dobWindow, YOUNGEST_DOB_DAYS_BACK } from '../../src/shared/rules/person';
import { texts } from '../../src/shared/texts';
import { formatFieldDate } from '../../src/web/lib/format-date';
import { bookingHelpers, step } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually, greeting } from './support/page';
import { bookableSlotsOn, slotsOn } from './support/slots';

// Booking as a visitor does it, in Chromium against the real server and its SQLite file:
// sign in by link, add visitors, verify the mobile with the local SMS simulator, book, open
// and print the ticket, find it in the list, cancel it and see the seats come back.

describe('booking', () => {
  const session = useE2eSession();
  const { futureDate, pickDate, signInByLink, addPerson } = bookingHelpers(session);

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
    const [slot] = await bookableSlotsOn(session.server, date);
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
    // The window's ends written as the browser's date field writes dates, and the minimum age.
    const locale = await page.evaluate(() => navigator.language);
    const shown = (date: string) => formatFieldDate(date, locale);
    expect(shown(latest)).not.toBe(latest);
    await eventually(() =>
      visitors.getByText(texts.dobOutOfRange(shown(earliest), shown(latest), 8)).isVisible(),
    ).toBe(true);
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
    await visitors.getByRole('button', { name: 'Replace Meera Iyr' }).click();
    await eventually(() => visitors.getByRole('status').filter({ hasText: 'replaced' }).textContent()).toBe(
      'Meera Iyer replaced Meera Iyr (the same document number).',
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
    // Given a random id (no document of his own): not shown as if it were an ID number.
    expect(await kiran.textContent()).toContain('no document given');
    expect(await kiran.locator('.visitor-document').count()).toBe(0);
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
    expect(draft).toMatchObject({ date: null, slot: null, people: [], verification: null });
    expect((await slotsOn(session.server, date)).find((current) => current.id === slot.id)?.booked).toBe(3);
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
    expect((await slotsOn(session.server, date)).find((current) => current.id === slot.id)?.booked).toBe(0);
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: `View ticket ${bookingId}` }).click();
    await eventually(() => page.getByRole('heading', { name: 'Booking Cancelled' }).isVisible()).toBe(true);
    expect(dialogs).toEqual(['Remove Lakshmi Rao from this booking?']);
    // The whole journey in one test: on a busy two-core machine it can pass a minute.
  }, 120_000);
});
