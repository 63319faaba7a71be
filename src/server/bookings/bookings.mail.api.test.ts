import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it, vi } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { decodeQuotedPrintable } from '../../test/smtp-test-server';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { NOW, postBooking, slotFor, verifiedChallenge } from './bookings.test-helpers';

const EMAIL = 'mail-test@example.org';
const SUBJECT = 'Booking Confirmed! Sunday, 22 November 2026, 09:30 AM - 10:00 AM';

describeEachDatabase('booking confirmation mail', (kind) => {
  let t: TestApp;
  let smtp: SMTPServer | undefined;

  afterEach(async () => {
    await t.close();
    if (smtp) await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    smtp = undefined;
  });

  async function bookOnce(origin?: string) {
    const session = await signIn(t, EMAIL);
    const slot = await slotFor(t);
    const verificationId = await verifiedChallenge(t, session.user.id);
    const response = await postBooking(t, {
      cookie: session.cookie,
      slotId: slot.id,
      verificationId,
      origin,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  const confirmation = () =>
    vi.waitFor(async () => {
      const row = await t.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('subject', '=', SUBJECT)
        .executeTakeFirst();
      if (!row) throw new Error('no confirmation yet');
      return row;
    });
  /** The confirmation as it is sent: rendered from what the outbox keeps. */
  const confirmationMail = async () => {
    const { id } = await confirmation();
    return (await outboxMail(t)).find((mail) => mail.id === id) as Awaited<
      ReturnType<typeof outboxMail>
    >[number];
  };

  it('puts the ticket link and the visit as an .ics file in the outbox', async () => {
    t = await createTestApp(kind, { now: NOW });
    const id = await bookOnce('http://127.0.0.1:4321');
    const mail = await confirmationMail();
    expect(mail.to).toBe(EMAIL);
    expect(mail.text).toContain(`http://127.0.0.1:4321/booking/${id}`);
    expect(mail.html).toContain(`href="http://127.0.0.1:4321/booking/${id}"`);
    const [invite] = mail.attachments ?? [];
    expect(invite?.filename).toBe('visit.ics');
    expect(invite?.contentType).toContain('text/calendar');
    const lines = invite?.content.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        `UID:${id}@visitpass`,
        'DTSTART:20261122T040000Z',
        'DTEND:20261122T043000Z',
        `URL:http://127.0.0.1:4321/booking/${id}`,
      ]),
    );
  });

  it('writes the day out and names the slot, the visitors, the address with a map and directions, and a cancel link', async () => {
    t = await createTestApp(kind, { now: NOW });
    const id = await bookOnce('http://127.0.0.1:4321');
    const { text, html } = await confirmationMail();
    expect(text).toContain('Date: Sunday, 22 November 2026');
    expect(text).toContain('Slot: 09:30 AM - 10:00 AM');
    expect(text).toContain('Visitors (2 people): Visitor 1, Visitor 2');
    expect(text).toContain(
      'Address: Brindavan Ashram, Kadugodi, Whitefield, Bengaluru, Karnataka 560067, India',
    );
    expect(text).toContain('https://www.openstreetmap.org/search?query=Brindavan%20Ashram%2C%20Kadugodi');
    expect(text).toMatch(/How to get here:\nhttps:\/\/[^\s]+\/visit\/getting-here/);
    expect(text).toContain(`Cannot come? Cancel this booking:\nhttp://127.0.0.1:4321/bookings?cancel=${id}`);
    expect(html).toContain(`href="http://127.0.0.1:4321/bookings?cancel=${id}"`);
    // Nothing of the people beyond their names: no dates of birth, no document numbers, in
    // the mail or in what the outbox keeps to render it.
    expect(text).not.toContain('1980-05-17');
    const kept = await confirmation();
    expect(kept.text_body).toBeNull();
    expect(kept.template_data).toContain('Visitor 2');
    for (const detail of ['1980-05-17', '2010-01-02', 'documentNumber', 'mobile', '+91']) {
      expect(kept.template_data).not.toContain(detail);
    }
  });

  it("mails the visitor when they cancel, in the cancellation's transaction", async () => {
    t = await createTestApp(kind, { now: NOW });
    const id = await bookOnce('http://127.0.0.1:4321');
    const session = await signIn(t, EMAIL);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: { cookie: session.cookie, origin: 'http://127.0.0.1:4321' },
    });
    expect(cancelled.statusCode).toBe(200);
    const mail = (await outboxMail(t)).find(
      (candidate) => candidate.subject === 'Booking Cancelled: Sunday, 22 November 2026, 09:30 AM - 10:00 AM',
    );
    expect(mail?.to).toBe(EMAIL);
    expect(mail?.text).toContain('is cancelled, as you asked');
    expect(mail?.text).toContain(`Booking ID: ${id}`);
    expect(mail?.text).toContain('Book another visit:\nhttp://127.0.0.1:4321/');

    // A refused cancellation (already cancelled) queues nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: { cookie: session.cookie, origin: 'http://127.0.0.1:4321' },
    });
    expect(again.statusCode).toBe(409);
    const cancellations = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', 'like', 'Booking Cancelled:%')
      .execute();
    expect(cancellations).toHaveLength(1);
  });

  it('serves the visit as a calendar file to whoever holds the ticket link, while the booking stands', async () => {
    t = await createTestApp(kind, { now: NOW });
    const id = await bookOnce();
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/calendar.ics`,
      // Whatever Host the request names, the link inside leads to the configured site.
      headers: { host: 'tickets.evil.example' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="visit.ics"');
    const lines = file.body.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        `UID:${id}@visitpass`,
        'DTSTART:20261122T040000Z',
        'DTEND:20261122T043000Z',
        `URL:http://localhost:3000/booking/${id}`,
      ]),
    );

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/no-such-booking-id-xx/calendar.ics',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBeTruthy();

    const session = await signIn(t, EMAIL);
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: { cookie: session.cookie },
    });
    const void_ = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/calendar.ics` });
    expect(void_.statusCode).toBe(409);
    expect(void_.json().error).toEqual({
      code: 'booking_not_standing',
      message: 'This booking is cancelled or was refused: there is no visit to add to a calendar.',
    });
  });

  it('links to the home site when the request names no origin', async () => {
    t = await createTestApp(kind, { now: NOW });
    const id = await bookOnce();
    expect((await confirmationMail()).text).toContain(`http://localhost:3000/booking/${id}`);
  });

  it('delivers it over SMTP with the calendar attachment', async () => {
    const received: string[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp?.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp(kind, { now: NOW, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    await bookOnce();
    await vi.waitFor(() => expect(received.some((raw) => raw.includes('visit.ics'))).toBe(true));
    const message = received.find((raw) => raw.includes('visit.ics')) as string;
    expect(message).toContain('Content-Type: text/calendar');
    expect(message).toContain(`To: ${EMAIL}`);
    // Rendered when sent, from what the outbox kept: the visit's day, slot and party.
    const decoded = decodeQuotedPrintable(message);
    expect(decoded).toContain('Subject: Booking Confirmed!');
    expect(decoded).toContain('Date: Sunday, 22 November 2026');
    expect(decoded).toContain('Visitors (2 people): Visitor 1, Visitor 2');
  });

  it('keeps the booking and the message when SMTP is down, for a later retry', async () => {
    // Nothing listens on port 9 (discard) on the test machine: every attempt fails.
    t = await createTestApp(kind, { now: NOW, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    const id = await bookOnce();
    const mail = await vi.waitFor(async () => {
      const row = await confirmation();
      if (row.status !== 'failed') throw new Error('not tried yet');
      return row;
    });
    expect(mail).toMatchObject({ status: 'failed', attempts: 1 });
    expect(mail.next_attempt_at).not.toBeNull();
    const booking = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(booking?.id).toBe(id);
  });
});
