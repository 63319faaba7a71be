import { describe, expect, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { bookingHelpers, step } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { runSql } from './support/db';
import { eventually } from './support/page';
import { bookableSlotsOn } from './support/slots';

// The booking pages around the main flow, in Chromium against the real server: a refused
// booking, feedback after a visit, 'Login to Book' when signed out, and the list's edges.

describe('booking pages', () => {
  const session = useE2eSession();
  const { futureDate, signInQuickly, bookThroughApi } = bookingHelpers(session);

  it("shows the server's refusal in red when the slot fills up during the SMS check", async () => {
    const { page, context } = session;
    await signInQuickly(context, 'late@example.org');
    const date = await futureDate();
    const [slot] = await bookableSlotsOn(session.server, date);
    // The draft is the signed-in account's: one without its owner would not show these people.
    const me = (await (await context.request.get(session.url('/api/session'))).json()) as {
      user: { id: string };
    };
    const draft = {
      owner: me.user.id,
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
    expect(runSql(session.server, 'UPDATE brindavan_slots SET booked = capacity WHERE id = ?', slot.id)).toBe(
      1,
    );
    await confirm.getByRole('button', { name: texts.validate, exact: true }).click();

    const refusal = confirm.getByRole('alert').filter({ hasText: texts.maxPeopleExceededRemove(slot.label) });
    await eventually(() => refusal.isVisible()).toBe(true);
    await eventually(() => refusal.evaluate((alert) => alert === document.activeElement)).toBe(true);
    expect(await refusal.evaluate((alert) => getComputedStyle(alert).color)).toBe('rgb(163, 35, 27)');
    expect(await confirm.getByRole('button', { name: 'Try booking again' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('bookingDraft') ?? '{}').people.length),
    ).toBe(1);
    await session.forgetRefusedCall('/api/bookings', 409);
  });

  it('opens feedback after the visit, saves the answers once and thanks the visitor', async () => {
    const { page, context } = session;
    await signInQuickly(context, 'ravi@example.org');
    const bookingId = await bookThroughApi(context);

    await page.goto(session.url(`/feedback/${bookingId}`));
    await eventually(() => page.getByRole('alert').textContent()).toBe(texts.feedbackAfterVisit);
    expect(await page.getByRole('heading', { name: 'Feedback Form' }).isVisible()).toBe(true);
    expect(await page.getByText(`Booking ID: ${bookingId}`).isVisible()).toBe(true);
    await session.forgetRefusedCall(`/api/bookings/${bookingId}/feedback`, 409);

    expect(runSql(session.server, 'UPDATE brindavan_bookings SET status = 3 WHERE id = ?', bookingId)).toBe(
      1,
    );
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

  it('asks signed-out visitors to log in for the list, shows an empty list, and a clear page for an unknown ticket', async () => {
    const { page, context } = session;
    await page.goto(session.url('/bookings'));
    await eventually(() => page.getByText('Please log in to see your bookings.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/bookings');

    await page.goto(session.url('/booking/no-such-booking'));
    await eventually(() => page.getByRole('heading', { name: 'Ticket not found' }).isVisible()).toBe(true);
    expect(await page.getByRole('alert').textContent()).toBe(texts.bookingNotFound);
    await session.forgetRefusedCall('/api/bookings/no-such-booking', 404);
    // The page's own address answers 404 too: no booking has that id.
    await session.forgetRefusedCall('/booking/no-such-booking', 404);
    await expectNoAxeViolations(page);

    await signInQuickly(context, 'new-visitor@example.org');
    await page.goto(session.url('/bookings'));
    await eventually(() => page.getByText("You don't have any booking yet!").isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Book your first visit' }).click();
    await eventually(async () => new URL(page.url()).pathname).toBe('/');
  });
});
