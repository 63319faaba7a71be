import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book, NOW, postBooking, verifiedChallenge } from '../bookings/bookings.test-helpers';

const TOKEN = 'metrics-token-that-is-at-least-32-characters';
const PROMTOOL = '/usr/bin/promtool';

/** The value of one sample line, e.g. `visitpass_holds_live 0`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachDatabase('GET /metrics', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('does not exist without METRICS_TOKEN', async () => {
    t = await createTestApp(kind);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('asks for the bearer token when it is missing or wrong', async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.body).not.toContain('visitpass_');
    }
  });

  it('passes promtool check metrics', async (context) => {
    if (!existsSync(PROMTOOL)) context.skip(`${PROMTOOL} is missing: apt-get install prometheus`);
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    await t.app.inject('/api/site');
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: answer.body, encoding: 'utf8' });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('moves with a booking and a refusal, and labels requests by route pattern, never by path', async () => {
    t = await createTestApp(kind, { now: NOW, env: { METRICS_TOKEN: TOKEN } });
    const session = await signIn(t, 'counted@example.org');
    const user = { cookie: session.cookie, id: session.user.id };
    const today = NOW.slice(0, 10);
    const slot = await insertSlot(t.database.db, { date: today, time: '16:00', capacity: 3 });
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(before, 'visitpass_occupancy_today{measure="capacity"}')).toBe(3);
    expect(sample(before, 'visitpass_occupancy_today{measure="booked"}')).toBe(0);

    const ticket = await book(t, user, slot.id, 2);
    const refused = await postBooking(t, {
      cookie: user.cookie,
      slotId: slot.id,
      verificationId: await verifiedChallenge(t, user.id),
    });
    expect(refused.statusCode).toBe(409);
    await t.app.inject({ url: `/api/bookings/${ticket.id}`, headers: { cookie: user.cookie } });

    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(after, 'visitpass_occupancy_today{measure="booked"}')).toBe(2);
    expect(sample(after, 'visitpass_booking_requests_total{result="created"}')).toBe(1);
    expect(sample(after, `visitpass_booking_requests_total{result="${refused.json().error.code}"}`)).toBe(1);
    expect(sample(after, 'visitpass_sms_challenges_today{result="used"}')).toBe(1);
    expect(sample(after, 'visitpass_database_up')).toBe(1);
    expect(
      sample(
        after,
        'visitpass_http_request_duration_seconds_count{method="GET",route="/api/bookings/:id",status="200"}',
      ),
    ).toBe(1);
    expect(after).not.toContain(ticket.id);
  });
});
