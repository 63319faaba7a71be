import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server';
import {
  createSecondInstance,
  createTestApp,
  type SecondInstance,
  type TestApp,
  testDatabases,
} from '../../test/test-app';
import { runJob } from '../jobs';
import { insertMail } from './mail.repository';

const QUEUED = 30;

// Three app instances on one PostgreSQL database, each with its mail sender: every message
// must leave once. (SQLite is one process: there is no second sender to race.)
describe.runIf(testDatabases.includes('postgres'))('mail sent by three instances [postgres]', () => {
  const kind = 'postgres';
  let smtp: SmtpTestServer;
  let t: TestApp;
  let others: SecondInstance[];
  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url } });
    others = [await createSecondInstance(t), await createSecondInstance(t)];
  });
  afterEach(async () => {
    for (const other of others) await other.close();
    await t.close();
    await smtp.close();
  });

  async function queue(count: number, nextAttemptAt: string) {
    for (let i = 0; i < count; i++) {
      await insertMail(t.database.db, {
        id: `queued-${String(i).padStart(3, '0')}`,
        to: `visitor${i}@example.org`,
        subject: `Message ${i}`,
        text: 'Hello',
        html: '<p>Hello</p>',
        attachments: null,
        template: null,
        templateData: null,
        status: 'pending',
        createdAt: t.clock().toISOString(),
        nextAttemptAt,
      });
    }
  }

  const recipients = () => smtp.received.map((mail) => mail.to[0] as string).sort();
  const expected = (count: number) =>
    Array.from({ length: count }, (_, i) => `visitor${i}@example.org`).sort();

  it('delivers each queued message exactly once when all three send at the same moment', async () => {
    await queue(QUEUED, t.clock().toISOString());
    const senders = [t.services, ...others.map((other) => other.services)];
    // Each instance's own pass over the due mail (what follows a commit), twice over, at once.
    await Promise.all([...senders, ...senders].map((services) => services.mail.deliverAllDue()));
    expect(recipients()).toEqual(expected(QUEUED));
    const statuses = await t.database.db.selectFrom('mail_outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'sent' }]);
  });

  it('runs the timed mail job on one instance at a time, and the messages still leave once', async () => {
    await queue(QUEUED, t.clock().toISOString());
    const instances = [t, ...others];
    const ran = await Promise.all(instances.map((i) => runJob('mail', i.services, i.database)));
    expect(ran.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(recipients()).toEqual(expected(QUEUED));
  });

  it('sends a message whose sender died mid-attempt once its claim has lapsed, and not before', async () => {
    // Claimed by an instance that then died: its next attempt was moved five minutes on.
    await queue(1, new Date(t.clock().getTime() + 5 * 60_000).toISOString());
    expect(await others[0]?.services.mail.deliverAllDue()).toBe(0);
    t.clock.advance(6);
    expect(await others[1]?.services.mail.deliverAllDue()).toBe(1);
    expect(recipients()).toEqual(['visitor0@example.org']);
  });
});
