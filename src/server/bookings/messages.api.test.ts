import { afterEach, beforeEach, expect, it } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bookOk, cancel, NOW, slotFor, VISIT_DATE, type Visitor, visitor } from '../holds/holds.test-helpers';

const MORNING = '2026-11-22T09:30';
const AFTERNOON = '2026-11-22T15:00';

describeEachDatabase('a message to visitors', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let asha: Visitor;
  let ravi: Visitor;
  let meena: Visitor;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    [asha, ravi, meena] = [await visitor(t, 'asha'), await visitor(t, 'ravi'), await visitor(t, 'meena')];
    await slotFor(t, { time: '09:30' });
    await slotFor(t, { time: '15:00' });
  });
  afterEach(() => t.close());

  const post = (body: object, cookie = admin.cookie) =>
    t.app.inject({ method: 'POST', url: '/api/admin/messages', headers: { cookie }, payload: body });
  const message = {
    date: VISIT_DATE,
    subject: 'The 3 PM slot starts late',
    text: 'Dear visitors,\n\nThe 3 PM slot starts at 3:30 PM today.',
  };
  const messagesTo = async (email: string) =>
    (await outboxMail(t)).filter((mail) => mail.to === email && mail.subject === message.subject);

  it('counts on a dry run, then mails each live booking of the slot once, however often it is sent', async () => {
    const first = await bookOk(t, asha, AFTERNOON, 2);
    await bookOk(t, asha, AFTERNOON, 1);
    await bookOk(t, ravi, AFTERNOON, 1);
    await bookOk(t, meena, MORNING, 1);
    const gone = await bookOk(t, meena, AFTERNOON, 1);
    expect((await cancel(t, meena, gone.id)).statusCode).toBe(200);

    const preview = await post({ ...message, slotId: AFTERNOON, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ bookings: 3, addresses: 2 });
    expect(await messagesTo(asha.email)).toEqual([]);

    const sent = await post({ ...message, slotId: AFTERNOON });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ bookings: 3, addresses: 2 });
    const again = await post({ ...message, slotId: AFTERNOON });
    expect(again.json()).toEqual({ bookings: 0, addresses: 0 });
    expect((await post({ ...message, slotId: AFTERNOON, dryRun: true })).json()).toEqual({
      bookings: 0,
      addresses: 0,
    });

    const toAsha = await messagesTo(asha.email);
    expect(toAsha).toHaveLength(2);
    expect(await messagesTo(ravi.email)).toHaveLength(1);
    expect(await messagesTo(meena.email)).toEqual([]);
    const mail = toAsha.find((each) => each.text.includes(first.id));
    expect(mail?.text).toContain('The 3 PM slot starts at 3:30 PM today.');
    expect(mail?.text).toContain(
      `This message is about your visit on Sunday, 22 November 2026, 03:00 PM - 03:30 PM (Booking ID: ${first.id}).`,
    );
    expect(mail?.text).toContain(`http://localhost:3000/booking/${first.id}`);
    expect(mail?.html).toContain('<p>Dear visitors,</p>');

    // Audited, each press with whom it reached.
    const audit = await t.app.inject({
      url: '/api/admin/audit?action=message.send',
      headers: { cookie: admin.cookie },
    });
    expect(
      audit
        .json()
        .entries.map((entry: { after: { bookings: number } }) => entry.after.bookings)
        .sort(),
    ).toEqual([0, 3]);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'message.send',
      subject: AFTERNOON,
      actor: { email: 'admin@example.org' },
      after: { date: VISIT_DATE, slotId: AFTERNOON, subject: message.subject },
    });
  });

  it('reaches the whole day without a slot, and a booking made later when sent again', async () => {
    await bookOk(t, asha, AFTERNOON, 2);
    await bookOk(t, ravi, MORNING, 1);
    expect((await post(message)).json()).toEqual({ bookings: 2, addresses: 2 });
    await bookOk(t, meena, MORNING, 1);
    expect((await post(message)).json()).toEqual({ bookings: 1, addresses: 1 });
    expect(await messagesTo(meena.email)).toHaveLength(1);
    expect(await messagesTo(asha.email)).toHaveLength(1);
    // Other words are another message.
    expect((await post({ ...message, text: 'Parking is closed today.' })).json()).toEqual({
      bookings: 3,
      addresses: 3,
    });
  });

  it('is for admins only, and refuses a slot of another day, a past day and empty words', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/messages', payload: message })).statusCode,
    ).toBe(401);
    expect((await post(message, asha.cookie)).statusCode).toBe(403);
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    expect((await post(message, staff.cookie)).statusCode).toBe(403);

    const otherDay = await post({ ...message, date: '2026-11-23', slotId: AFTERNOON });
    expect(otherDay.statusCode).toBe(404);
    expect(otherDay.json().error.code).toBe('slot_not_found');
    const past = await post({ ...message, date: '2026-11-19' });
    expect(past.statusCode).toBe(409);
    expect(past.json().error.code).toBe('day_over');
    for (const bad of [
      { ...message, subject: ' ' },
      { ...message, text: '' },
      { ...message, date: '22-11-2026' },
    ]) {
      const refused = await post(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('invalid_input');
    }
    expect((await outboxMail(t)).filter((mail) => mail.subject === message.subject)).toEqual([]);
  });
});
