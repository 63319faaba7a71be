import { describe, expect, it } from 'vitest';
import { indiaDateOf } from '../../src/shared/rules/india-clock';
import { randomPersonId } from '../../src/shared/rules/person';
import { adminUrl, grantRole, mailedSignInLink, signInOnAdminHost } from './staff/admin-host';
import { bookAsVisitor, moveSlotToToday } from './staff/door-data';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { runSql } from './support/db';
import { eventually } from './support/page';

// The staff site on the admin host, in Chromium against the real server: who gets in, and
// the pages around the door.

describe('the staff site', () => {
  const session = useE2eSession();

  it('signs a staff member in with a mailed link that comes back to the admin host', async () => {
    const { page } = session;
    await page.goto(adminUrl(session, '/'));
    await eventually(() => page.getByRole('heading', { name: 'Staff sign-in' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // The account exists once it has signed in; the role is granted meanwhile, as the CLI would.
    await signInOnAdminHost(session, page, 'first@example.org');
    grantRole(session, 'first@example.org', 'staff');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.getByLabel('E-mail address').fill('first@example.org');
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'mail' }).count()).toBe(1);
    const link = await mailedSignInLink(session, 'first@example.org');
    expect(new URL(link).hostname).toBe('admin.localhost');

    await page.goto(link);
    await eventually(() => page.getByRole('heading', { name: 'Door', level: 1 }).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Staff pages' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Door', 'Day', 'Bookings']);
    await expectNoAxeViolations(page);
  });

  it('shows a visitor account that it has no staff access, and nothing else', async () => {
    const { page } = session;
    await signInOnAdminHost(session, page, 'visitor@example.org');
    await eventually(() =>
      page.getByRole('heading', { name: 'This account has no staff access' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('button').allTextContents()).toEqual(['Sign out']);
    expect(await page.getByLabel(/Scan a ticket/).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("shows the day's slots and bookings, finds a party, prints the sheet; every page passes axe", async () => {
    const { page, context } = session;
    const generatedId = randomPersonId();
    const bookingId = await bookAsVisitor(session, context, 'devi@example.org', [
      { name: 'राधा कृष्णन', documentNumber: 'RADHA1234' },
      { name: 'Gopal Krishnan', documentNumber: 'GOPAL5678' },
      // No document given: the booking form makes an id up, which is nobody's document.
      { name: 'Kiran', documentNumber: generatedId },
    ]);
    moveSlotToToday(session, bookingId, 30);
    // A slot of the same day that nobody booked: on screen, but left off paper by default.
    const emptyStart = new Date(Date.now() + 45 * 60_000);
    runSql(
      session.server,
      'INSERT INTO brindavan_slots (id, date, label, starts_at, ends_at, capacity, booked, closed) VALUES (?, ?, ?, ?, ?, 10, 0, 0)',
      'e2e-empty-slot',
      indiaDateOf(new Date()),
      'Nobody booked',
      emptyStart.toISOString(),
      new Date(emptyStart.getTime() + 30 * 60_000).toISOString(),
    );
    await signInOnAdminHost(session, page, 'chief@example.org');
    grantRole(session, 'chief@example.org', 'admin');
    await page.goto(adminUrl(session, '/day'));

    const row = page.getByRole('row').filter({ hasText: bookingId });
    await eventually(() => row.textContent()).toContain('राधा कृष्णन, 46 · ADHAAR RADHA1234');
    expect(await row.textContent()).toContain('Gopal Krishnan, 46 · ADHAAR GOPAL5678');
    expect(await row.textContent()).toContain('Kiran, 46 · No ID proof given');
    expect(await row.textContent()).not.toContain(generatedId);
    await expectNoAxeViolations(page);

    const search = page.getByLabel('Search by booking ID, mobile digits or name');
    await search.fill('कृष्णन');
    await eventually(() => page.getByRole('status').filter({ hasText: /match/ }).textContent()).toBe(
      '1 booking matches',
    );
    await search.fill('no such visitor');
    await eventually(() => page.getByRole('row').count()).toBe(0);
    await search.fill('');

    // On paper: no nav or controls, a box to tick on every row, and A4.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print day sheet' }).isVisible()).toBe(false);
    expect(await row.locator('.day-box').isVisible()).toBe(true);
    const emptySlot = page.getByRole('region', { name: 'Nobody booked' });
    expect(await emptySlot.isVisible()).toBe(false);
    expect(await page.getByText(/^Printed \w+day, \d+ \w+ \d{4}, \d\d:\d\d [AP]M$/).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await emptySlot.isVisible()).toBe(true);
    await page.getByLabel('Print slots without bookings').check();
    await page.emulateMedia({ media: 'print' });
    expect(await emptySlot.isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    await page.goto(adminUrl(session, '/no-such-page'));
    await eventually(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
