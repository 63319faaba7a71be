import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { AT_THE_DOOR } from './door.test-helpers';
import { offlineStep, postSteps } from './door-offline.test-helpers';

// Who may use the offline door (issue 25), how often, and how its contract is published.

describe('the offline door in the API contract', () => {
  it('lists the roster and the upload with their schemas', async () => {
    const t = await createTestApp('sqlite');
    const document = (await t.app.inject('/api/openapi.json')).json();
    await t.close();
    const roster = document.paths['/api/admin/door/roster'].get;
    const steps = document.paths['/api/admin/door/steps'].post;
    expect([roster.operationId, steps.operationId]).toEqual(['getDoorRoster', 'uploadDoorSteps']);
    expect(roster.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'since', required: false }),
    ]);
    const answer = (operation: typeof roster) =>
      operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer(roster).properties).sort()).toEqual(
      ['bookings', 'complete', 'date', 'removed', 'slots', 'syncedAt'].sort(),
    );
    expect(Object.keys(answer(roster).properties.bookings.items.properties)).not.toContain('dob');
    expect(steps.requestBody.content['application/json'].schema.properties.steps.maxItems).toBe(200);
    expect(
      answer(steps).properties.results.items.oneOf ?? answer(steps).properties.results.items.anyOf,
    ).toHaveLength(3);
  });
});

describeEachDatabase('who may use the offline door', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const calls = (cookie: string | undefined) => [
    () => t.app.inject({ method: 'GET', url: '/api/admin/door/roster', headers: cookie ? { cookie } : {} }),
    () => postSteps(t, cookie, [offlineStep('some-booking', { from: 0, to: 3, at: AT_THE_DOOR })]),
  ];
  const answers = async (cookie: string | undefined) =>
    Promise.all(
      calls(cookie).map(async (call) => {
        const response = await call();
        return [response.statusCode, response.json().error?.code];
      }),
    );

  it('answers staff and admins; refuses guests, visitors and a staff member whose role was taken away', async () => {
    t = await createTestApp(kind, { now: AT_THE_DOOR });
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    const visitor = await signIn(t, 'visitor@example.org');
    expect(await answers(staff.cookie)).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect(await answers(admin.cookie)).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect(await answers(undefined)).toEqual([
      [401, 'unauthenticated'],
      [401, 'unauthenticated'],
    ]);
    expect(await answers(visitor.cookie)).toEqual([
      [403, 'forbidden'],
      [403, 'forbidden'],
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${staff.user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBeLessThan(300);
    // The device still holds its session: the same cookie is now refused, so it wipes its copy.
    expect(await answers(staff.cookie)).toEqual([
      [403, 'forbidden'],
      [403, 'forbidden'],
    ]);
  });

  it('limits each account to 30 uploads and 120 roster reads a minute (429 with Retry-After)', async () => {
    t = await createTestApp(kind, { now: AT_THE_DOOR, env: { RATE_LIMITS: 'on' } });
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const [readRoster, uploadSteps] = calls(staff.cookie) as [
      () => ReturnType<TestApp['app']['inject']>,
      () => ReturnType<TestApp['app']['inject']>,
    ];
    for (let index = 0; index < 30; index++) expect((await uploadSteps()).statusCode).toBe(200);
    const refused = await uploadSteps();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (let index = 0; index < 120; index++) expect((await readRoster()).statusCode).toBe(200);
    expect((await readRoster()).statusCode).toBe(429);
    // A minute on, the door works again.
    t.clock.advance(1);
    expect((await uploadSteps()).statusCode).toBe(200);
  });

  it('takes a body of 200 steps with long reasons in Devanagari, and refuses a larger one with 413', async () => {
    t = await createTestApp(kind, { now: AT_THE_DOOR });
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const reason = 'दर्शन'.repeat(60);
    // From the day before yesterday: refused whole (400) after the body was read, nothing taken.
    const full = Array.from({ length: 200 }, () =>
      offlineStep('some-booking-id', { from: 0, to: 2, reason, at: '2026-11-20T10:00:00.000Z' }),
    );
    const read = await postSteps(t, staff.cookie, full);
    expect(read.statusCode).toBe(400);
    expect(read.json().error.message).toContain('steps.0.at');
    const tooLarge = await postSteps(t, staff.cookie, [...full, ...full]);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('refuses an admin who owes the second factor, like every admin call', async () => {
    t = await createTestApp(kind, { now: AT_THE_DOOR, env: { ADMIN_2FA: 'required' } });
    const admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    expect(await answers(admin.cookie)).toEqual([
      [403, 'two_factor_required'],
      [403, 'two_factor_required'],
    ]);
  });
});
