import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Every /api/admin call, with a body that would pass validation (and what staff get). */
const DOOR_CALLS: [Method, string, Record<string, unknown> | undefined, number][] = [
  ['GET', '/api/admin/bookings/some-booking', undefined, 404],
  ['GET', '/api/admin/bookings?q=asha', undefined, 200],
  ['POST', '/api/admin/bookings/some-booking/status', { from: 0, to: 1 }, 404],
  ['GET', '/api/admin/day', undefined, 200],
];
const ADMIN_CALLS: [Method, string, Record<string, unknown> | undefined][] = [
  ['GET', '/api/admin/staff', undefined],
  ['POST', '/api/admin/staff', { email: 'new@example.org', role: 'staff' }],
  ['PATCH', '/api/admin/staff/some-user', { role: 'staff' }],
  ['DELETE', '/api/admin/staff/some-user', undefined],
  ['GET', '/api/admin/audit', undefined],
];

describeEachDatabase('who may call the admin API', (kind) => {
  let t: TestApp;
  let visitor: SignedInUser;
  let staff: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    visitor = await signIn(t, 'visitor@example.org');
    staff = await signIn(t, 'door@example.org', { role: 'staff' });
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  const everyCall = [
    ...DOOR_CALLS.map(([method, url, payload]) => [method, url, payload] as const),
    ...ADMIN_CALLS,
  ];
  it.each(everyCall)('%s %s: 401 without a session, 403 for a visitor', async (method, url, payload) => {
    const anonymous = await call(method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthenticated');
    const asVisitor = await call(method, url, payload, visitor.cookie);
    expect(asVisitor.statusCode).toBe(403);
    expect(asVisitor.json().error).toEqual({
      code: 'forbidden',
      message: 'This account has no staff access.',
    });
  });

  it.each(ADMIN_CALLS)('%s %s: 403 for staff who are not admins', async (method, url, payload) => {
    const asStaff = await call(method, url, payload, staff.cookie);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().error).toEqual({ code: 'forbidden', message: 'Only an admin can do this.' });
  });

  it.each(DOOR_CALLS)('%s %s: open to staff', async (method, url, payload, status) => {
    expect((await call(method, url, payload, staff.cookie)).statusCode).toBe(status);
  });
});

describeEachDatabase('staff under ADMIN_2FA=required', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_2FA: 'required' } });
  });
  afterAll(() => t.close());

  it('keeps the door open to staff without a second factor: it is asked of admins', async () => {
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const day = await t.app.inject({
      method: 'GET',
      url: '/api/admin/day',
      headers: { cookie: staff.cookie },
    });
    expect(day.statusCode).toBe(200);
    const admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/day',
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.code).toBe('two_factor_required');
  });
});
