import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { decodeQuotedPrintable, type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  AT_THE_DOOR,
  BOOKED_AT,
  bookVisit,
  type DoorSetup,
  doorSetup,
  step,
} from '../bookings/door.test-helpers';

const SUBJECT = 'How was your visit to Sri Sathya Sai Divyasmrti Digital Experience Centre?';
/** 17:00 in India on the visit day: the museum closes. */
const CLOSING = '2026-11-22T11:30:00.000Z';

describeEachDatabase('the invitation to give feedback', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let setup: DoorSetup;
  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(kind, { now: BOOKED_AT, env: { SMTP_URL: smtp.url } });
    setup = await doorSetup(t);
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const invitations = async () => (await outboxMail(t)).filter((mail) => mail.subject === SUBJECT);
  // The subject is folded in the raw message; the link is in the body.
  const delivered = () =>
    smtp.received.filter((mail) => decodeQuotedPrintable(mail.raw).includes('/feedback/'));

  it('goes out once at check-out, linking to the feedback page, and not again after an undo', async () => {
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const cookie = setup.staff.cookie;
    await step(t, cookie, id, { from: 0, to: 3 });
    expect(await invitations()).toEqual([]);
    t.clock.advance(60);
    await step(t, cookie, id, { from: 3, to: 4 });
    t.clock.advance(1);
    await step(t, cookie, id, { from: 4, to: 3 });
    t.clock.advance(1);
    await step(t, cookie, id, { from: 3, to: 4 });

    const [mail, ...more] = await invitations();
    expect(more).toEqual([]);
    expect(mail?.to).toBe('visitor@example.org');
    expect(mail?.text).toContain(`http://localhost:3000/feedback/${id}`);
    await vi.waitFor(() => expect(delivered()).toHaveLength(1));
    expect(delivered()[0]?.to).toEqual(['visitor@example.org']);
    const booking = await t.database.db
      .selectFrom('bookings')
      .select('feedback_invited_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(booking.feedback_invited_at).toBe('2026-11-22T05:40:00.000Z');

    // The link's page: the visitor may give feedback now.
    const form = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/feedback`,
      headers: { cookie: setup.visitor.cookie },
    });
    expect(form.statusCode).toBe(200);
  });

  it('goes out at the end of the day to visitors checked in but never out, once', async () => {
    const inside = await bookVisit(t, setup);
    const leftEarly = await bookVisit(t, setup);
    const neverCame = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const cookie = setup.staff.cookie;
    await step(t, cookie, inside, { from: 0, to: 3 });
    await step(t, cookie, leftEarly, { from: 0, to: 3 });
    t.clock.advance(30);
    await step(t, cookie, leftEarly, { from: 3, to: 4 });
    expect((await invitations()).map((mail) => mail.text.includes(leftEarly))).toEqual([true]);

    t.clock.set(new Date(Date.parse(CLOSING) - 1).toISOString());
    expect(await t.services.invitations.inviteAfterClosing()).toBe(0);
    t.clock.set(CLOSING);
    expect(await t.services.invitations.inviteAfterClosing()).toBe(1);
    expect(await t.services.invitations.inviteAfterClosing()).toBe(0);

    const mails = await invitations();
    expect(mails).toHaveLength(2);
    expect(mails.filter((mail) => mail.text.includes(`/feedback/${inside}`))).toHaveLength(1);
    expect(mails.filter((mail) => mail.text.includes(neverCame))).toEqual([]);
    await vi.waitFor(() => expect(delivered()).toHaveLength(2));
  });
});
