import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/shared/rules/format-date';
import { texts } from '../../src/shared/texts';
import { bookingHelpers } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { eventually } from './support/page';

// What the visitor gets around a booking, in Chromium against the real server: the calendar
// file from the ticket page, and the confirmation mail's cancel link, which asks to cancel
// and then mails the cancellation.

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe('the mails and the calendar file of a booking', () => {
  const session = useE2eSession();
  const { signInQuickly, bookThroughApi } = bookingHelpers(session);

  async function mailsTo(email: string): Promise<Mail[]> {
    const mailbox = (await (await session.context.request.get(session.url('/api/dev/mailbox'))).json()) as {
      messages: Mail[];
    };
    return mailbox.messages.filter((mail) => mail.to === email);
  }

  it('downloads the visit as a calendar file from the ticket page', async () => {
    const { page, context } = session;
    await signInQuickly(context, 'calendar@example.org');
    const id = await bookThroughApi(context);
    await page.goto(session.url(`/booking/${id}`));

    const link = page.getByRole('link', { name: 'Add to calendar' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('visit.ics');
    const file = await (await import('node:fs/promises')).readFile((await download.path()) as string, 'utf8');
    const ticket = (await (await context.request.get(session.url(`/api/bookings/${id}`))).json()) as {
      startsAt: string;
    };
    // The event starts at the slot's start, written in UTC as calendars expect.
    const start = `${ticket.startsAt.replace(/[-:]/g, '').slice(0, 15)}Z`;
    expect(file.split('\r\n')).toEqual(
      expect.arrayContaining(['BEGIN:VEVENT', `UID:${id}@visitpass`, `DTSTART:${start}`]),
    );
    await expectNoAxeViolations(page);
  });

  it("cancels from the confirmation mail's link and mails the cancellation", async () => {
    const { page, context } = session;
    const email = 'mail-cancel@example.org';
    await signInQuickly(context, email);
    const id = await bookThroughApi(context);

    await eventually(async () =>
      (await mailsTo(email)).some((mail) => mail.subject.startsWith(texts.bookingConfirmed)),
    ).toBe(true);
    const mail = (await mailsTo(email)).find((candidate) =>
      candidate.subject.startsWith(texts.bookingConfirmed),
    );
    const ticket = (await (await context.request.get(session.url(`/api/bookings/${id}`))).json()) as {
      date: string;
      slotLabel: string;
    };
    // The day written out, the slot, who is coming.
    expect(mail?.text).toContain(`Date: ${formatLongDate(ticket.date)}`);
    expect(mail?.text).toContain(`Slot: ${ticket.slotLabel}`);
    expect(mail?.text).toContain('Visitors (1 person): Ravi Kumar');
    const cancelLink = mail?.text.match(/Cancel this booking:\n(\S+)/)?.[1];
    expect(cancelLink).toContain(`/bookings?cancel=${id}`);
    // Booked through the API without an Origin, so the link names the configured home site;
    // follow its path on this test's server.
    const { pathname, search } = new URL(cancelLink as string);
    const cancelPage = session.url(`${pathname}${search}`);

    await page.goto(cancelPage);
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await eventually(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox').fill('cancel');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'is cancelled' }).isVisible()).toBe(
      true,
    );
    expect(new URL(page.url()).search).toBe('');

    await eventually(async () =>
      (await mailsTo(email)).some((candidate) => candidate.subject.startsWith('Booking Cancelled:')),
    ).toBe(true);

    // The same link again: the booking can no longer be cancelled, and the page says so.
    await page.goto(cancelPage);
    await eventually(() =>
      page.getByRole('status').filter({ hasText: texts.cancelNotAllowed }).isVisible(),
    ).toBe(true);
  });
});
