import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import { isClosedDay } from '../../src/shared/rules/closed-days';
import { addDays, indiaDateOf } from '../../src/shared/rules/india-clock';
import { insertSlot, insertVerifiedChallenges, somePeople } from '../../src/test/factories';
import { type SmtpTestServer, startSmtpTestServer } from '../../src/test/smtp-test-server';
import { cookiesOf, request, signInThroughCaddy, verifyMobile } from './support/client';
import { startLoad } from './support/load';
import {
  ADMIN_HOST,
  type Caddy,
  freePort,
  freshDatabase,
  type Instance,
  ROOT,
  startCaddy,
  startInstance,
  VISITOR_HOST,
  waitFor,
  waitReady,
} from './support/stack';

// The deployment of docs/deploy.md on this machine: Caddy (deploy/Caddyfile, internal CA),
// app processes in the production environment (APP_ENV=production: its site names, HTTPS,
// HSTS, Secure cookies, an SMS gateway webhook, mail over SMTP) on a fresh PostgreSQL
// database. Rate limits are off: every request here comes from one address.

const WEBHOOK_SECRET = randomBytes(24).toString('hex');
const METRICS_TOKEN = randomBytes(32).toString('hex');
const figures: Record<string, string> = {};

let smtp: SmtpTestServer;
let database: { url: string; drop(): Promise<void> };
let db: DatabaseHandle;
let caddy: Caddy;
let ports: number[];
let instances: Instance[];
let dataDir: string;
let visitor: { cookie: string; id: string };

function envFor(databaseUrl: string, smtpUrl: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    APP_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Bookings <bookings@example.org>',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
  };
}
let env: NodeJS.ProcessEnv;

/** Seats and verified challenges for the load (test data written straight to the database). */
async function loadPlan(daysAhead: number, count: number) {
  let date = addDays(indiaDateOf(new Date()), daysAhead);
  while (isClosedDay(date)) date = addDays(date, 1);
  const slot = await insertSlot(db.db, { date, time: '10:00', capacity: 1_000_000 });
  const challenges = Array.from({ length: count }, () => ({ id: randomUUID(), userId: visitor.id }));
  await insertVerifiedChallenges(db.db, challenges, new Date(), 120);
  return { slotId: slot.id, verificationIds: challenges.map((challenge) => challenge.id) };
}

async function missingBookings(ids: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (let index = 0; index < ids.length; index += 500) {
    const rows = await db.db
      .selectFrom('bookings')
      .select('id')
      .where('id', 'in', ids.slice(index, index + 500))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return ids.filter((id) => !found.has(id));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'visitpass-deploy-'));
  smtp = await startSmtpTestServer();
  database = await freshDatabase('live');
  env = envFor(database.url, smtp.url);
  ports = [await freePort(), await freePort(), await freePort()];
  // Two instances started at the same moment on the fresh database: both migrate it, once.
  instances = [startInstance(env, ports[0] as number), startInstance(env, ports[1] as number)];
  await Promise.all(instances.map((instance) => waitReady(instance.port)));
  caddy = await startCaddy(ports);
  db = connectDatabase(database.url, 'brindavan_');
});

afterAll(async () => {
  console.log(`\nDeployment figures (load: ${spawnSync('uptime', { encoding: 'utf8' }).stdout.trim()})`);
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
  await Promise.all((instances ?? []).map((instance) => instance.stop()));
  await caddy?.stop();
  await db?.db.destroy();
  await database?.drop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('The deployment: Caddy, app processes, PostgreSQL', () => {
  it('answers on both hosts over HTTPS with HSTS, and sends plain HTTP to HTTPS', async () => {
    for (const host of [VISITOR_HOST, ADMIN_HOST]) {
      const page = await waitFor(`${host} through Caddy`, async () => {
        const answer = await request(caddy, { host, path: '/' });
        return answer.status === 200 ? answer : undefined;
      });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: caddy.httpPort, path: '/', headers: { host: VISITOR_HOST } }, resolve)
        .once('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(308);
    expect(plain.headers.location).toMatch(
      new RegExp(`^https://${VISITOR_HOST.replaceAll('.', '\\.')}(:${caddy.httpsPort})?/$`),
    );
  });

  it('signs a visitor in with a Secure cookie and takes a booking through Caddy', async () => {
    const signedIn = await signInThroughCaddy(caddy, smtp, 'deploy-visitor@example.org');
    const setCookie = [signedIn.headers['set-cookie'] ?? []].flat();
    expect(setCookie.length).toBeGreaterThan(0);
    for (const line of setCookie) expect(line).toMatch(/; Secure/i);
    visitor = { cookie: cookiesOf(signedIn), id: signedIn.json().id };

    const { dates } = (await request(caddy, { path: '/api/dates' })).json();
    const day = (await request(caddy, { path: `/api/slots?date=${dates[1]}` })).json();
    const slot = day.slots.find(
      (candidate: { available: number; booked: number }) => candidate.available - candidate.booked >= 2,
    );
    const verificationId = await verifyMobile(caddy, visitor.cookie, WEBHOOK_SECRET);
    const booked = await request(caddy, {
      method: 'POST',
      path: '/api/bookings',
      cookie: visitor.cookie,
      body: { slotId: slot.id, people: somePeople(2), verificationId },
    });
    expect(booked.status, booked.body).toBe(201);
    const ticket = await request(caddy, {
      path: `/api/bookings/${booked.json().id}`,
      cookie: visitor.cookie,
    });
    expect(ticket.status).toBe(200);
  });

  it('restarts the instances one after the other under load with no failed request and no lost booking', async () => {
    const plan = await loadPlan(90, 40_000);
    const load = startLoad(caddy, { cookie: visitor.cookie, people: somePeople(2), connections: 6, ...plan });
    await waitFor('bookings under load', async () => (load.acknowledged.length >= 50 ? true : undefined));
    for (const index of [0, 1]) {
      const instance = instances[index] as Instance;
      expect(await instance.stop()).toBe(0);
      instances[index] = startInstance(env, instance.port);
      await waitReady(instance.port);
      // Caddy's active check (every second) takes it back before the next one stops.
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    const { bookings, reads } = await load.stop();
    figures['rolling restart, bookings'] =
      `${bookings.requests} requests, ${bookings.failed} failed (errors ${bookings.errors}, timeouts ${bookings.timeouts}, non-2xx ${bookings.non2xx}), latency avg ${bookings.latencyAverageMs.toFixed(1)} ms, p99 ${bookings.latencyP99Ms} ms`;
    figures['rolling restart, refused bookings'] = JSON.stringify(Object.fromEntries(load.refusals));
    figures['rolling restart, reads'] =
      `${reads.requests} requests, ${reads.failed} failed, latency avg ${reads.latencyAverageMs.toFixed(1)} ms, p99 ${reads.latencyP99Ms} ms`;
    expect(bookings.failed).toBe(0);
    expect(reads.failed).toBe(0);
    expect(load.acknowledged.length).toBeGreaterThan(50);
    expect(await missingBookings(load.acknowledged)).toEqual([]);
  });

  it('sends every mail exactly once with three instances running', async () => {
    instances.push(startInstance(env, ports[2] as number));
    await waitReady(ports[2] as number);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (let index = 0; index < 5; index += 1) {
      await signInThroughCaddy(caddy, smtp, `three-${index}@example.org`);
    }
    // Mail a stopped instance had claimed waits out its claim (5 minutes) before another sends it.
    const drainStartedAt = Date.now();
    await waitFor(
      'the outbox to empty',
      async () => {
        const pending = await db.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .execute();
        return pending.length === 0 ? true : undefined;
      },
      420,
    );
    figures['mail outbox emptied'] =
      `${((Date.now() - drainStartedAt) / 1000).toFixed(0)} s after the last sign-in`;
    const sent = await db.db.selectFrom('mail_outbox').select('id').where('status', '=', 'sent').execute();
    const bodies = smtp.received.map((mail) =>
      createHash('sha256')
        .update(
          mail.raw
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )
        .digest('hex'),
    );
    figures.mail = `${sent.length} mails queued and sent, ${smtp.received.length} received by the SMTP server`;
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(smtp.received.length).toBe(sent.length);
  });

  it("gives Prometheus each instance's metrics, which promtool accepts, and keeps them off the internet", async () => {
    for (const instance of instances) {
      const scraped = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(text).toMatch(/^process_cpu_seconds_total /m);
      const checked = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(checked.status, `${checked.stdout}${checked.stderr}`).toBe(0);
    }
    const outside = await request(caddy, {
      path: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(outside.status).toBe(404);
  });

  it('backs up while bookings go on; the restored database holds every booking acknowledged before and serves it', async () => {
    const plan = await loadPlan(100, 5_000);
    const acknowledged: { id: string; before: boolean }[] = [];
    let backupStarted = false;
    let stop = false;
    let next = 0;
    const booking = (async () => {
      while (!stop) {
        const answer = await request(caddy, {
          method: 'POST',
          path: '/api/bookings',
          cookie: visitor.cookie,
          body: { slotId: plan.slotId, people: somePeople(2), verificationId: plan.verificationIds[next++] },
        });
        expect(answer.status, answer.body).toBe(201);
        acknowledged.push({ id: answer.json().id, before: !backupStarted });
      }
    })();
    await waitFor('bookings before the backup', async () => (acknowledged.length >= 20 ? true : undefined));
    const folder = mkdtempSync(path.join(tmpdir(), 'visitpass-deploy-backup-'));
    const file = path.join(folder, 'visitpass.backup');
    const cli = (args: string[], databaseUrl: string) => {
      const startedAt = Date.now();
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/backup.cli.ts', ...args], {
        cwd: ROOT,
        env: { ...env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      return ((Date.now() - startedAt) / 1000).toFixed(1);
    };
    backupStarted = true;
    const backupSeconds = cli(['backup', file], database.url);
    const countAfterBackup = acknowledged.length;
    await waitFor('bookings after the backup', async () =>
      acknowledged.length >= countAfterBackup + 10 ? true : undefined,
    );
    stop = true;
    await booking;

    const restored = await freshDatabase('restored');
    const restoredSmtp = await startSmtpTestServer();
    let instance: Instance | undefined;
    try {
      const restoreSeconds = cli(['restore', file], restored.url);
      figures['backup and restore'] =
        `backup ${backupSeconds} s while booking, restore ${restoreSeconds} s (each including Node's start)`;
      const port = await freePort();
      instance = startInstance(envFor(restored.url, restoredSmtp.url), port);
      await waitReady(port);
      const before = acknowledged.filter((entry) => entry.before);
      expect(before.length).toBeGreaterThanOrEqual(20);
      for (const { id } of before) {
        const ticket = await fetch(`http://127.0.0.1:${port}/api/bookings/${id}`, {
          headers: { cookie: visitor.cookie },
        });
        expect(ticket.status, id).toBe(200);
      }
    } finally {
      await instance?.stop();
      await restoredSmtp.close();
      await restored.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
