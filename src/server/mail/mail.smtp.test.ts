import { afterEach, beforeEach, expect, it } from 'vitest';
import { decodeQuotedPrintable, type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { insertMail } from './mail.repository';
import { createMailService, type MailService } from './mail.service';

describeEachDatabase('mail through SMTP', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let mail: MailService;

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url } });
    mail = createMailService({
      db: t.database.db,
      smtpUrl: smtp.url,
      from: t.config.mailFrom,
      clock: t.clock,
      log: t.app.log,
    });
  });
  afterEach(async () => {
    await mail.stop();
    await t.close();
    await smtp.close();
  });

  const outbox = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();

  it('delivers a sign-in link whose link signs in', async () => {
    const email = 'asha@example.org';
    await t.app.inject({ method: 'POST', url: '/api/accounts/sign-in-link/request', payload: { email } });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.to).toEqual([email]);
    expect(message.raw).toContain('multipart/alternative');
    expect(message.raw).toContain('text/plain');
    expect(message.raw).toContain('text/html');
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toContain(t.config.organisation.trustName);
    const token = body.match(/\/\?mode=signIn&token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, next_attempt_at: null });
    expect(row.sent_at).toBe(t.clock().toISOString());

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link',
      payload: { token, email },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().email).toBe(email);
  });

  it('records a refused message, retries it when due, and sends it', async () => {
    smtp.refuseNext(1);
    const sent = await mail.sendMail({
      to: 'ravi@example.org',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(sent.status).toBe('failed');
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('Mailbox busy');
    expect(row.next_attempt_at).toBe(new Date(t.clock().getTime() + 60_000).toISOString());

    expect(await mail.retryDue()).toBe(0);
    t.clock.advance(1);
    expect(await mail.retryDue()).toBe(1);
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null, next_attempt_at: null });
    expect(smtp.received.map((message) => message.to)).toEqual([['ravi@example.org']]);
    expect(await mail.retryDue()).toBe(0);
  });

  it('keeps attachments and sends them', async () => {
    await mail.sendMail({
      to: 'ravi@example.org',
      subject: 'Your visit',
      text: 'See you soon',
      html: '<p>See you soon</p>',
      attachments: [
        { filename: 'visit.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
      ],
    });
    const [row] = await outbox();
    expect(JSON.parse(row.attachments ?? '[]')).toEqual([
      { filename: 'visit.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
    ]);
    expect(smtp.received[0].raw).toContain('filename=visit.ics');
  });

  it('gives up after five failed attempts and leaves the message visible as failed', async () => {
    smtp.refuseNext(10);
    await mail.sendMail({ to: 'ravi@example.org', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    for (const minutes of [1, 5, 15, 60]) {
      t.clock.advance(minutes);
      expect(await mail.retryDue()).toBe(1);
    }
    t.clock.advance(24 * 60);
    expect(await mail.retryDue()).toBe(0);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 5, next_attempt_at: null });
    expect(row.last_error).toContain('Mailbox busy');
    expect(smtp.received).toEqual([]);

    const mailbox = (await t.app.inject('/api/dev/mailbox')).json();
    expect(mailbox.messages[0]).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('lets only one of two instances retry the same message', async () => {
    smtp.refuseNext(1);
    await mail.sendMail({ to: 'ravi@example.org', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    const other = createMailService({
      db: t.database.db,
      smtpUrl: smtp.url,
      from: t.config.mailFrom,
      clock: t.clock,
      log: t.app.log,
    });
    t.clock.advance(1);
    const tried = await Promise.all([mail.retryDue(), other.retryDue()]);
    await other.stop();
    expect(tried.sort()).toEqual([0, 1]);
    expect(smtp.received).toHaveLength(1);
  });

  /** A second sender (another instance's) on the same outbox. */
  const otherSender = () =>
    createMailService({
      db: t.database.db,
      smtpUrl: smtp.url,
      from: t.config.mailFrom,
      clock: t.clock,
      log: t.app.log,
    });

  /** A message due now, tried by `mail` against a server that holds its answer. */
  async function slowAttempt() {
    await insertMail(t.database.db, {
      id: 'slow-1',
      to: 'ravi@example.org',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
      attachments: null,
      template: null,
      templateData: null,
      status: 'pending',
      createdAt: t.clock().toISOString(),
      nextAttemptAt: t.clock().toISOString(),
    });
    const held = smtp.holdNext();
    const tried = mail.retryDue();
    await held.arrived;
    // The first sender's five-minute claim lapses while the server is still silent.
    t.clock.advance(6);
    return { held, tried };
  }

  it('keeps the result of the sender that took over a lapsed claim: a late failure sends nothing twice', async () => {
    const { held, tried } = await slowAttempt();
    const other = otherSender();
    expect(await other.retryDue()).toBe(1);
    held.answer('refuse');
    expect(await tried).toBe(1);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, next_attempt_at: null });
    t.clock.advance(2);
    expect(await Promise.all([mail.retryDue(), other.retryDue()])).toEqual([0, 0]);
    await other.stop();
    expect(smtp.received.map((message) => message.to)).toEqual([['ravi@example.org']]);
  });

  it('keeps the result of the sender that took over a lapsed claim: a late delivery changes nothing', async () => {
    const { held, tried } = await slowAttempt();
    const other = otherSender();
    smtp.refuseNext(1);
    expect(await other.retryDue()).toBe(1);
    const [taken] = await outbox();
    expect(taken).toMatchObject({ status: 'failed', attempts: 1 });
    held.answer('accept');
    expect(await tried).toBe(1);
    expect(await outbox()).toEqual([taken]);
    await other.stop();
  });

  it('keeps addresses out of the recorded error', async () => {
    const unreachable = createMailService({
      db: t.database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: t.config.mailFrom,
      clock: t.clock,
      log: t.app.log,
    });
    const sent = await unreachable.sendMail({
      to: 'ravi@example.org',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    await unreachable.stop();
    expect(sent.status).toBe('failed');
    const [row] = await outbox();
    expect(row.last_error).toBeTruthy();
    expect(row.last_error).not.toContain('ravi@example.org');
  });
});
