import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { bookingHelpers, step } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { readSql } from './support/db';
import { eventually, greeting } from './support/page';
import { bookableSlotsOn } from './support/slots';

// A booking whose answer is lost on the way back: the server booked, the browser saw the
// connection drop. The app sends the booking again and the server answers with the booking
// it already made, so the visitor ends on the ticket with one booking, not with a refusal.

describe('a booking whose answer was lost', () => {
  const session = useE2eSession();
  const { futureDate, signInQuickly } = bookingHelpers(session);

  it('is sent again, shows that it is, and ends on the ticket with one booking', async () => {
    const { page, context } = session;
    await signInQuickly(context, 'lost-answer@example.org');
    const date = await futureDate();
    const [slot] = await bookableSlotsOn(session.server, date);
    const person = {
      name: 'Ravi Kumar',
      gender: 'M',
      dob: '1980-01-01',
      nationality: 'IN',
      documentNumber: 'RAVI12345',
    };
    // The draft is the signed-in account's: one without its owner would not show these people.
    const me = (await (await context.request.get(session.url('/api/session'))).json()) as {
      user: { id: string };
    };
    const draft = {
      owner: me.user.id,
      date,
      slot: { id: slot.id, label: slot.label, available: 50, booked: 0 },
      people: [person],
    };
    // Once, on the app's first page: not again on later documents (some have no storage).
    await context.addInitScript((saved) => {
      if (location.pathname === '/' && !sessionStorage.getItem('draftSaved')) {
        localStorage.setItem('bookingDraft', saved);
        sessionStorage.setItem('draftSaved', 'yes');
      }
    }, JSON.stringify(draft));

    // The first send reaches the server and books; its answer is then dropped. The second send
    // waits until the test has seen the progress the visitor sees meanwhile.
    const sent: string[] = [];
    let bookedId = '';
    let letSecondGo = () => {};
    const secondMayGo = new Promise<void>((resolve) => {
      letSecondGo = resolve;
    });
    await page.route('**/api/bookings', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent.push(route.request().postData() ?? '');
      if (sent.length === 1) {
        const answer = await route.fetch();
        expect(answer.status()).toBe(201);
        bookedId = ((await answer.json()) as { id: string }).id;
        return route.abort('connectionreset');
      }
      await secondMayGo;
      return route.continue();
    });

    await page.goto(session.url('/'));
    const confirm = step(page, 'confirm-booking');
    await confirm.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
    await confirm.getByRole('button', { name: 'Validate Mobile' }).click();
    await confirm.getByRole('button', { name: 'Simulate SMS' }).click();
    await eventually(() => confirm.getByText('Simulated SMS delivered').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: texts.validate, exact: true }).click();

    const progress = confirm.getByRole('status').filter({ hasText: 'The connection dropped' });
    await eventually(() => progress.textContent()).toBe(
      'The connection dropped. Sending your booking again (try 2 of 5)…',
    );
    expect(bookedId).not.toBe('');
    expect(readSql(session.server, 'SELECT id FROM brindavan_bookings')).toEqual([{ id: bookedId }]);
    await expectNoAxeViolations(page);
    letSecondGo();

    const confirmed = confirm.getByRole('heading', { name: texts.bookingConfirmed });
    await eventually(() => confirmed.isVisible()).toBe(true);
    expect(await confirm.getByText(bookedId, { exact: true }).isVisible()).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);

    await confirm.getByRole('link', { name: texts.viewTicket }).click();
    await eventually(() => page.getByRole('heading', { name: texts.ticketDetails }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/booking/${bookedId}`);
    await eventually(() =>
      page.getByRole('article').getByRole('heading', { name: texts.bookingConfirmed }).isVisible(),
    ).toBe(true);

    // The history lists the one booking.
    await greeting(page).getByRole('link', { name: texts.bookingHistory }).click();
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View ticket/ }) });
    await eventually(() => rows.count()).toBe(1);
    expect(await rows.getByRole('link', { name: `View ticket ${bookedId}` }).count()).toBe(1);
    expect(readSql(session.server, 'SELECT id FROM brindavan_bookings')).toEqual([{ id: bookedId }]);

    // The dropped answer is the one error the browser logged.
    const lost = (error: string) => error.includes('ERR_CONNECTION_RESET');
    const errors = session.browserErrors;
    expect(errors.filter(lost)).toHaveLength(1);
    errors.splice(errors.findIndex(lost), 1);
  });
});
