import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startSmtpTestServer } from '../test/smtp-test-server';
import { createTestDatabase, describeEachDatabase, type TestDatabase, testConfig } from '../test/test-app';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { insertMail } from './mail/mail.repository';

const ROOT = path.resolve(import.meta.dirname, '../..');

function runJobs(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/jobs.cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, APP_ENV: 'local', LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

describeEachDatabase('npm run jobs', (kind) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let dataDir: string;
  afterEach(async () => {
    await database.db.destroy();
    await testDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function open() {
    dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-jobs-'));
    testDatabase =
      kind === 'sqlite'
        ? { url: `sqlite:${path.join(dataDir, 'visitpass.sqlite')}`, drop: async () => {} }
        : await createTestDatabase(kind);
    const config = testConfig({ DATABASE_URL: testDatabase.url });
    database = connectDatabase(config.databaseUrl, config.tablePrefix);
    await migrateToLatest(database.db, config.tablePrefix);
    return { DATABASE_URL: testDatabase.url, DATA_DIR: dataDir };
  }

  it('runs the named job now: the slot horizon filled, the mail that is due sent through SMTP', async () => {
    const env = await open();
    const smtp = await startSmtpTestServer();
    try {
      await insertMail(database.db, {
        id: 'queued-1',
        to: 'visitor@example.org',
        subject: 'Waiting in the outbox',
        text: 'Hello',
        html: '<p>Hello</p>',
        attachments: null,
        template: null,
        templateData: null,
        status: 'pending',
        createdAt: new Date(Date.now() - 120_000).toISOString(),
        nextAttemptAt: new Date(Date.now() - 60_000).toISOString(),
      });
      const mail = await runJobs(['mail'], { ...env, SMTP_URL: smtp.url });
      expect(mail, mail.output).toEqual({ code: 0, output: 'mail: done.\n' });
      expect(smtp.received.map((message) => message.to)).toEqual([['visitor@example.org']]);
      const row = await database.db.selectFrom('mail_outbox').select('status').executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');

      const horizon = await runJobs(['horizon'], { ...env, SLOT_HORIZON_DAYS: '3' });
      expect(horizon, horizon.output).toEqual({ code: 0, output: 'horizon: done.\n' });
      const slots = await database.db.selectFrom('slots').select('date').distinct().execute();
      expect(slots.length).toBeGreaterThanOrEqual(2);
    } finally {
      await smtp.close();
    }
  }, 120_000);

  it('refuses a name it does not know, listing the jobs', async () => {
    const env = await open();
    const unknown = await runJobs(['newsletter'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toBe(
      'No job "newsletter".\nUsage: npm run jobs -- <name>, one of: housekeeping, horizon, offers, mail, reminders\n',
    );
  }, 60_000);
});
