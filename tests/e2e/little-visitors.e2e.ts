import { describe, expect, it } from 'vitest';
import { randomPersonId } from '../../src/shared/rules/person';
import { texts } from '../../src/shared/texts';
import { bookingHelpers, step } from './booking-helpers';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { runSql } from './support/db';
import { eventually, greeting } from './support/page';
import { bookableSlotsOn } from './support/slots';

// The visitor step's little things: the spec's message when the list holds every seat left,
// and a person without a document shown as such (not as if the random id were a passport).

describe('the people on a booking', () => {
  const session = useE2eSession();
  const { signInQuickly, futureDate, addPerson } = bookingHelpers(session);

  it("says the spec's per-booking limit once every seat left is on the list, and marks a person without a document", async () => {
    const { page, context } = session;
    await signInQuickly(context, 'limit@example.org');
    const date = await futureDate();
    const [slot] = await bookableSlotsOn(session.server, date);
    const me = (await (await context.request.get(session.url('/api/session'))).json()) as {
      user: { id: string };
    };
    // A slot with two seats left, one of them already on the list.
    expect(
      runSql(session.server, 'UPDATE brindavan_slots SET capacity = 50, booked = 48 WHERE id = ?', slot.id),
    ).toBe(1);
    const draft = {
      owner: me.user.id,
      date,
      slot: { id: slot.id, label: slot.label, available: 50, booked: 48 },
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
    await page.goto(session.url('/'));
    await eventually(() => greeting(page).textContent()).toContain('Ravi');
    await page.evaluate((saved) => localStorage.setItem('bookingDraft', saved), JSON.stringify(draft));
    await page.reload();

    const visitors = step(page, 'add-visitors');
    await eventually(() => visitors.getByText('Ravi Kumar').isVisible()).toBe(true);
    await visitors.getByRole('button', { name: 'Add More People' }).click();
    await addPerson(page, {
      name: 'Meera Kumar',
      gender: 'Female',
      dob: '1984-02-02',
      nationality: 'Indian',
    });
    await eventually(() => visitors.getByText(texts.perBookingLimitExceeded).isVisible()).toBe(true);
    expect(await visitors.getByRole('button', { name: 'Add More People' }).count()).toBe(0);

    const meera = visitors.getByRole('listitem').filter({ hasText: 'Meera Kumar' });
    expect(await meera.textContent()).toContain('no document given');
    expect(await visitors.getByRole('listitem').filter({ hasText: 'Ravi Kumar' }).textContent()).toContain(
      'ID RAVI12345',
    );
    await expectNoAxeViolations(page);
  });

  it('shows no ADHAAR or PASSPORT number for a person given a random id, on the ticket', async () => {
    const { page, context } = session;
    await signInQuickly(context, 'nodoc@example.org');
    const api = (route: string) => session.url(`/api/${route}`);
    const [slot] = await bookableSlotsOn(session.server, await futureDate());
    const verification = (await (
      await context.request.post(api('verifications'), { data: { countryCode: '91', mobile: '9123456781' } })
    ).json()) as { id: string; keyword: string };
    await context.request.post(api('dev/sms'), {
      data: { from: '+919123456781', text: verification.keyword },
    });
    await context.request.post(api(`verifications/${verification.id}/check`));
    const generated = randomPersonId();
    const people = [
      { name: 'Asha Rao', gender: 'F', dob: '1980-01-01', nationality: 'IN', documentNumber: '123456789012' },
      { name: 'Kiran Rao', gender: 'M', dob: '1982-01-01', nationality: 'OTHER', documentNumber: generated },
    ];
    const booked = await context.request.post(api('bookings'), {
      data: { slotId: slot.id, people, verificationId: verification.id },
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    await page.goto(session.url(`/booking/${id}`));
    const kiran = page.getByRole('listitem').filter({ hasText: 'Kiran Rao' });
    await eventually(() => kiran.textContent()).toContain('None given');
    expect(await kiran.textContent()).not.toContain('PASSPORT');
    expect(await kiran.textContent()).not.toContain(generated);
    expect(await page.getByRole('listitem').filter({ hasText: 'Asha Rao' }).textContent()).toContain(
      'ADHAAR',
    );
  });
});
