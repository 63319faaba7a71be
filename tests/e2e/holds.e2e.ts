import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../src/shared/texts';
import { bookingHelpers, step } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { runSql } from './support/db';
import { eventually, showDay } from './support/page';
import { linkFromMailbox } from './support/sign-in';
import { bookableSlotsOn, futureDates, slotsOn } from './support/slots';

// Two visitors race for the last two seats of a slot. The one who moves on to the booking step
// first holds them and books; the other is told they are taken and joins the waiting list. A
// cancellation then reaches the waiting visitor as an offer mail whose link opens the booking
// with the slot chosen and the seats held, and the booking succeeds.

describe('held seats and the waiting list', () => {
  const session = useE2eSession();
  const { futureDate, pickDate, signInQuickly, addPerson } = bookingHelpers(session);

  async function partyOfTwo(page: Page, date: string, slotId: string, surname: string) {
    await page.goto(session.url('/'));
    await pickDate(page, date);
    await page.getByLabel(texts.selectTimeSlot).selectOption(slotId);
    const visitors = step(page, 'add-visitors');
    const person = { gender: 'Female', dob: '1985-03-14', nationality: 'Indian' };
    await addPerson(page, { ...person, name: `Anu ${surname}`, document: `${surname}1111` });
    await visitors.getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, { ...person, name: `Bina ${surname}`, document: `${surname}2222` });
    await eventually(() => visitors.getByRole('listitem').count()).toBe(2);
  }

  /** The mobile, the local SMS simulator, then the booking; waits for the confirmation. */
  async function verifyAndBook(page: Page, mobile: string) {
    const confirm = step(page, 'confirm-booking');
    await confirm.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await confirm.getByRole('button', { name: 'Validate Mobile' }).click();
    await confirm.getByRole('button', { name: 'Simulate SMS' }).click();
    await eventually(() => confirm.getByText('Simulated SMS delivered').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: texts.validate, exact: true }).click();
    await eventually(() => confirm.getByRole('heading', { name: texts.bookingConfirmed }).isVisible()).toBe(
      true,
    );
  }

  it('holds the last seats for the first visitor, and offers them to the waiting one after a cancellation', async () => {
    const date = await futureDate();
    const [slot] = await bookableSlotsOn(session.server, date);
    runSql(session.server, 'UPDATE brindavan_slots SET booked = capacity - 2 WHERE id = ?', slot.id);

    // Asha: the test's own page (its console is watched). Ravi: a second browser.
    const asha = session.page;
    await signInQuickly(session.context, 'asha@example.org');
    const raviContext = await session.browser.newContext();
    try {
      const ravi = await raviContext.newPage();
      await signInQuickly(raviContext, 'ravi@example.org');
      await partyOfTwo(asha, date, slot.id, 'ASHA');
      await partyOfTwo(ravi, date, slot.id, 'RAVI');

      // Asha moves on to the booking step first: her seats are held, said politely, focus stays.
      const ashaConfirm = step(asha, 'confirm-booking');
      const ashaMobile = ashaConfirm.getByRole('textbox', { name: 'Mobile number' });
      await ashaMobile.click();
      const held = ashaConfirm.getByRole('status').filter({ hasText: 'Seats held for you until' });
      await eventually(() => held.textContent()).toMatch(
        /^Seats held for you until \d{2}:\d{2} (AM|PM) \(2 seats held for you\)\.$/,
      );
      expect(await held.getAttribute('aria-live')).toBeNull(); // role=status: polite by definition
      expect(await ashaMobile.evaluate((input) => input === document.activeElement)).toBe(true);
      await expectNoAxeViolations(asha);

      // Ravi moves on too: the seats are taken; he joins the waiting list.
      const raviConfirm = step(ravi, 'confirm-booking');
      await raviConfirm.getByRole('textbox', { name: 'Mobile number' }).click();
      const refusal = raviConfirm.getByRole('alert');
      await eventually(() => refusal.textContent()).toContain('Not enough seats are free');
      await expectNoAxeViolations(ravi);
      await refusal.getByRole('button', { name: 'Join the waiting list for 2 people' }).click();
      await eventually(() => refusal.textContent()).toContain('You are on the waiting list');

      // Asha books within her hold.
      await verifyAndBook(asha, '9876543210');
      const [booking] = (
        (await (await session.context.request.get(session.url('/api/bookings'))).json()) as {
          bookings: { id: string; slotId: string }[];
        }
      ).bookings;
      expect(booking?.slotId).toBe(slot.id);

      // Ravi's booking history shows him waiting.
      await ravi.goto(session.url('/bookings'));
      const waiting = ravi.getByRole('region', { name: 'Waiting lists' });
      await eventually(() => waiting.getByText('Waiting: you are next in line.').isVisible()).toBe(true);
      await expectNoAxeViolations(ravi);

      // Asha cancels: the two seats become Ravi's offer, and he is mailed a link.
      const cancelled = await session.context.request.post(
        session.url(`/api/bookings/${booking?.id}/cancel`),
      );
      expect(cancelled.status()).toBe(200);
      const link = await linkFromMailbox(session, ravi, 'ravi@example.org', 'slot=');
      expect(link).toContain(`seats=2`);
      await ravi.goto(link);

      // The link chose the slot; his party is still in the draft, and the seats are held for him.
      await eventually(() => ravi.getByLabel(texts.selectTimeSlot).inputValue()).toBe(slot.id);
      expect(new URL(ravi.url()).search).toBe('');
      const offer = step(ravi, 'confirm-booking').getByRole('status').filter({ hasText: 'Seats held' });
      await eventually(() => offer.textContent()).toContain('(2 seats held for you)');
      await expectNoAxeViolations(ravi);
      await verifyAndBook(ravi, '9123456780');

      const after = (await slotsOn(session.server, date)).find((current) => current.id === slot.id);
      expect(after?.full).toBe(true); // full again: Ravi's two seats are booked
      await ravi.goto(session.url('/bookings'));
      await eventually(() => ravi.getByRole('row').filter({ hasText: slot.label }).count()).toBe(1);
      expect(await ravi.getByRole('region', { name: 'Waiting lists' }).count()).toBe(0);
    } finally {
      await raviContext.close();
    }
  });
  it('offers the waiting list of a full slot, and of a full day, straight from the slot list', async () => {
    const page = session.page;
    const [date, fullDay] = await futureDates(session.server, 2);
    const [slot] = await bookableSlotsOn(session.server, date);
    runSql(session.server, 'UPDATE brindavan_slots SET booked = capacity WHERE id = ?', slot.id);
    runSql(session.server, 'UPDATE brindavan_slots SET booked = capacity WHERE date = ?', fullDay);
    await signInQuickly(session.context, 'kavya@example.org');
    await page.goto(session.url('/'));

    // A day whose slots are all full can still be picked, and says it is full.
    const full = await showDay(page, fullDay);
    expect(await full.getAttribute('aria-label')).toContain('full, waiting list open');
    expect(await full.isDisabled()).toBe(false);

    // The full slot stays in the list, marked full; picking it offers its waiting list.
    await pickDate(page, date);
    const select = page.getByLabel(texts.selectTimeSlot);
    const option = select.locator('option', { hasText: `${slot.label} · full` });
    await eventually(() => option.count()).toBe(1);
    await select.selectOption(slot.id);
    const slotStep = step(page, 'choose-slot');
    await eventually(() => slotStep.getByRole('status').filter({ hasText: 'is full' }).isVisible()).toBe(
      true,
    );
    await slotStep.getByLabel('Seats needed').selectOption('2');
    await expectNoAxeViolations(page);
    await slotStep.getByRole('button', { name: 'Join the waiting list for 2 people' }).click();
    await eventually(() => slotStep.textContent()).toContain(`You are on the waiting list of ${slot.label}`);
    const entries = (
      (await (await session.context.request.get(session.url('/api/waitlist'))).json()) as {
        entries: { slotId: string; seats: number; state: string }[];
      }
    ).entries;
    expect(entries).toEqual([expect.objectContaining({ slotId: slot.id, seats: 2, state: 'waiting' })]);
    await expectNoAxeViolations(page);
  });

  it('follows the party size, and gives the seats back on CANCEL and on leaving the slot', async () => {
    const page = session.page;
    page.on('dialog', (dialog) => void dialog.accept());
    await signInQuickly(session.context, 'meena@example.org');
    const date = await futureDate();
    const [first, second] = await bookableSlotsOn(session.server, date);
    const myHolds = async () =>
      (
        (await (await session.context.request.get(session.url('/api/holds'))).json()) as {
          holds: { slotId: string; seats: number }[];
        }
      ).holds;

    await partyOfTwo(page, date, first.id, 'MEENA');
    const confirm = step(page, 'confirm-booking');
    const status = confirm.getByRole('status').filter({ hasText: 'Seats held' });
    await confirm.getByRole('textbox', { name: 'Mobile number' }).click();
    await eventually(() => status.textContent()).toContain('(2 seats held for you)');

    // Removing a person shrinks the hold; adding one grows it again.
    const visitors = step(page, 'add-visitors');
    await visitors.getByRole('button', { name: 'Remove Bina MEENA' }).click();
    await eventually(() => status.textContent()).toContain('(1 seat held for you)');
    expect(await myHolds()).toMatchObject([{ slotId: first.id, seats: 1 }]);
    await visitors.getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, {
      name: 'Chitra MEENA',
      document: 'MEENA3333',
      gender: 'Female',
      dob: '1990-01-01',
      nationality: 'Indian',
    });
    await eventually(() => status.textContent()).toContain('(2 seats held for you)');
    expect(
      await visitors.getByRole('progressbar', { name: /Booking now \(held for you\): 2 seats of/ }).count(),
    ).toBe(1);

    // CANCEL in the SMS check gives the seats back at once.
    await confirm.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
    await confirm.getByRole('button', { name: 'Validate Mobile' }).click();
    await confirm.getByRole('button', { name: texts.cancel, exact: true }).click();
    await eventually(() => myHolds()).toEqual([]);
    expect(await confirm.locator('.hold-status').textContent()).toBe('');

    // Held again on the way back in; leaving the slot gives them back.
    await confirm.getByRole('textbox', { name: 'Mobile number' }).click();
    await eventually(() => myHolds()).toMatchObject([{ slotId: first.id, seats: 2 }]);
    await page.getByLabel(texts.selectTimeSlot).selectOption(second.id);
    await eventually(() => myHolds()).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
