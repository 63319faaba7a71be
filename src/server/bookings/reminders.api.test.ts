import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { decodeQuotedPrintable, type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server';
import { createSecondInstance, createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  bookOk,
  cancel,
  mailTo,
  NOW,
  SLOT_ID,
  slotFor,
  type Visitor,
  visitor,
} from '../holds/holds.test-helpers';

/** 16:59 and 17:00 in India the day before the visit (22 November). */
const BEFORE_THE_HOUR = '2026-11-21T11:29:00.000Z';
const THE_HOUR = '2026-11-21T11:30:00.000Z';

const isReminder = (mail: { subject: string }) => mail.subject.startsWith('Reminder: your visit tomorrow');

describeEachDatabase('the reminder the day before', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let asha: Visitor;
  let ravi: Visitor;

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(kind, { now: NOW, env: { SMTP_URL: smtp.url } });
    [asha, ravi] = [await visitor(t, 'asha'), await visitor(t, 'ravi')];
    await slotFor(t, { capacity: 10 });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const remindersTo = async (who: Visitor) => (await mailTo(t, who.email)).filter(isReminder);
  const sendDue = () => t.services.reminders.sendDue(t.clock());

  it('goes from REMINDER_HOUR to each live booking of tomorrow once, with the ticket, calendar file and a link', async () => {
    const first = await bookOk(t, asha, SLOT_ID, 2);
    const second = await bookOk(t, asha, SLOT_ID, 1);
    const cancelled = await bookOk(t, ravi, SLOT_ID, 1);
    expect((await cancel(t, ravi, cancelled.id)).statusCode).toBe(200);

    t.clock.set(BEFORE_THE_HOUR);
    expect(await sendDue()).toBe(0);
    t.clock.set(THE_HOUR);
    expect(await sendDue()).toBe(2);
    expect(await sendDue()).toBe(0);
    t.clock.advance(60);
    expect(await sendDue()).toBe(0);

    const mails = await remindersTo(asha);
    expect(mails.map((mail) => mail.text.match(/Booking ID: (\S+)/)?.[1]).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(await remindersTo(ravi)).toEqual([]);
    const mail = mails.find((each) => each.text.includes(first.id));
    expect(mail?.subject).toBe(
      'Reminder: your visit tomorrow, Sunday, 22 November 2026, 09:30 AM - 10:00 AM',
    );
    expect(mail?.text).toContain(`http://localhost:3000/booking/${first.id}`);
    expect(mail?.text).toMatch(
      new RegExp(`http://localhost:3000/booking/${first.id}/cant-come\\?key=[\\w-]{43}`),
    );
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: 'visit.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    expect(mail?.attachments?.[0]?.content).toContain('DTSTART:20261122T040000Z');

    // Through a real SMTP server: two messages, each with its calendar file.
    const delivered = () =>
      smtp.received.filter((each) => decodeQuotedPrintable(each.raw).includes('/cant-come?key='));
    await vi.waitFor(() => expect(delivered()).toHaveLength(2), { timeout: 10_000 });
    for (const each of delivered()) {
      expect(each.to).toEqual(['asha@example.org']);
      expect(each.raw).toContain('filename=visit.ics');
    }
  });

  it('is sent once when two app instances run it at the same time, and after a restart', async () => {
    // Two instances need one database both open: SQLite's in-memory one is per connection.
    const directory = mkdtempSync(path.join(tmpdir(), 'reminders-'));
    const env = kind === 'sqlite' ? { DATABASE_URL: `sqlite:${path.join(directory, 'db.sqlite')}` } : {};
    const shared = await createTestApp(kind, { now: NOW, env });
    try {
      await slotFor(shared, { capacity: 10 });
      const [meena, john] = [await visitor(shared, 'meena'), await visitor(shared, 'john')];
      for (let index = 0; index < 6; index += 1) await bookOk(shared, index % 2 ? meena : john, SLOT_ID, 1);
      const other = await createSecondInstance(shared);
      try {
        shared.clock.set(THE_HOUR);
        const [here, there] = await Promise.all([
          shared.services.reminders.sendDue(shared.clock()),
          other.services.reminders.sendDue(shared.clock()),
        ]);
        expect(here + there).toBe(6);
      } finally {
        await other.close();
      }
      // A restart: a new instance on the same database finds them all sent.
      const restarted = await createSecondInstance(shared);
      try {
        expect(await restarted.services.reminders.sendDue(shared.clock())).toBe(0);
      } finally {
        await restarted.close();
      }
      const reminders = (await outboxMail(shared)).filter(isReminder);
      expect(reminders).toHaveLength(6);
      expect(new Set(reminders.map((mail) => mail.text.match(/Booking ID: (\S+)/)?.[1])).size).toBe(6);
    } finally {
      await shared.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('skips bookings made for tomorrow after the hour, and the visitors of other days', async () => {
    await slotFor(t, { capacity: 10, date: '2026-11-23' });
    await bookOk(t, asha, '2026-11-23T09:30', 1);
    t.clock.set(THE_HOUR);
    t.clock.advance(1);
    await bookOk(t, ravi, SLOT_ID, 1);
    expect(await sendDue()).toBe(0);
    expect(await remindersTo(ravi)).toEqual([]);
    expect(await remindersTo(asha)).toEqual([]);
  });

  it('follows REMINDER_HOUR', async () => {
    const early = await createTestApp(kind, { now: NOW, env: { REMINDER_HOUR: '9' } });
    try {
      await slotFor(early, { capacity: 10 });
      await bookOk(early, await visitor(early, 'meena'), SLOT_ID, 1);
      early.clock.set('2026-11-21T03:29:00.000Z'); // 08:59 in India
      expect(await early.services.reminders.sendDue(early.clock())).toBe(0);
      early.clock.set('2026-11-21T03:30:00.000Z');
      expect(await early.services.reminders.sendDue(early.clock())).toBe(1);
    } finally {
      await early.close();
    }
  });
});
