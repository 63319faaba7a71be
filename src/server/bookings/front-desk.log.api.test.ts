import { afterEach, expect, it, vi } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bookOk, NOW, slotFor, visitor } from '../holds/holds.test-helpers';
import { post, staffMember, staffView } from './front-desk.test-helpers';

/** Delivery runs after the answer; a loaded machine may take a few seconds. */
const WAIT = { timeout: 15_000, interval: 100 };

// The booking's log shows each mail's delivery as the outbox records it, through a real SMTP server.

describeEachDatabase("the booking's log: mails and their delivery", (kind) => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  it('says delivered once SMTP took the mail, and pending while a refused one waits for its retry', async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(kind, { now: NOW, env: { SMTP_URL: smtp.url } });
    const [asha, staff] = [await visitor(t, 'asha'), await staffMember(t)];
    await slotFor(t);
    const { id } = await bookOk(t, asha, '2026-11-22T09:30', 2);
    const mails = async () => (await staffView(t, staff.cookie, id)).json().log.mails;
    await vi.waitFor(async () => expect((await mails())[0]?.state).toBe('delivered'), WAIT);
    expect((await mails())[0]).toMatchObject({
      subject: expect.stringMatching(/^Booking Confirmed!/),
      attempts: 1,
    });

    smtp.refuseNext(1);
    t.clock.advance(1);
    expect((await post(t, staff.cookie, `/api/admin/bookings/${id}/resend`)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await mails())[1]?.attempts).toBe(1), WAIT);
    expect((await mails())[1]).toMatchObject({ state: 'pending', sentAt: null });
  });
});
