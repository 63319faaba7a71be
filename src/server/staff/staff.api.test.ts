import { afterEach, beforeEach, expect, it } from 'vitest';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('staff management', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: '2026-11-20T04:30:00.000Z' });
    admin = await signIn(t, 'admin@example.org', { role: 'admin', displayName: 'Asha' });
  });
  afterEach(() => t.close());

  const asAdmin = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
  const staffList = async () => (await asAdmin('GET', '/api/admin/staff')).json().staff;

  it('adds people by e-mail, creating the account of someone who never signed in', async () => {
    const visitor = await signIn(t, 'ravi@example.org');
    const existing = await asAdmin('POST', '/api/admin/staff', { email: 'Ravi@Example.org', role: 'staff' });
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual({
      userId: visitor.user.id,
      email: 'ravi@example.org',
      displayName: null,
      role: 'staff',
      twoFactorEnabled: false,
    });

    const created = await asAdmin('POST', '/api/admin/staff', { email: 'new@example.org', role: 'admin' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'new@example.org', role: 'admin', displayName: null });
    expect(
      (await staffList()).map((member: { email: string; role: string }) => [member.email, member.role]),
    ).toEqual([
      ['admin@example.org', 'admin'],
      ['new@example.org', 'admin'],
      ['ravi@example.org', 'staff'],
    ]);

    // The new account is the one the person signs into with an e-mail link.
    const newcomer = await signIn(t, 'new@example.org');
    expect(newcomer.user).toMatchObject({ id: created.json().userId, role: 'admin' });

    const malformed = await asAdmin('POST', '/api/admin/staff', { email: 'nobody@', role: 'staff' });
    expect(malformed.statusCode).toBe(400);
    const badRole = await asAdmin('POST', '/api/admin/staff', { email: 'x@example.org', role: 'visitor' });
    expect(badRole.statusCode).toBe(400);
  });

  it('changes roles and removes staff, never the last admin', async () => {
    const lastAdminDemoted = await asAdmin('PATCH', `/api/admin/staff/${admin.user.id}`, { role: 'staff' });
    expect(lastAdminDemoted.statusCode).toBe(409);
    expect(lastAdminDemoted.json().error).toEqual({
      code: 'last_admin',
      message: 'This is the last admin. Make someone else an admin first.',
    });
    const lastAdminRemoved = await asAdmin('DELETE', `/api/admin/staff/${admin.user.id}`);
    expect(lastAdminRemoved.statusCode).toBe(409);
    expect(lastAdminRemoved.json().error.code).toBe('last_admin');

    const ravi = (
      await asAdmin('POST', '/api/admin/staff', { email: 'ravi@example.org', role: 'staff' })
    ).json();
    const promoted = await asAdmin('PATCH', `/api/admin/staff/${ravi.userId}`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('admin');
    // Now there are two admins: one may step down.
    expect((await asAdmin('PATCH', `/api/admin/staff/${ravi.userId}`, { role: 'staff' })).statusCode).toBe(
      200,
    );

    const removed = await asAdmin('DELETE', `/api/admin/staff/${ravi.userId}`);
    expect(removed.statusCode).toBe(204);
    expect((await staffList()).map((member: { email: string }) => member.email)).toEqual([
      'admin@example.org',
    ]);
    // A visitor is no staff member to remove; an unknown id neither.
    expect((await asAdmin('DELETE', `/api/admin/staff/${ravi.userId}`)).statusCode).toBe(404);
    const unknown = await asAdmin('PATCH', '/api/admin/staff/no-such-user', { role: 'staff' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('takes a removed member out of the admin API at once', async () => {
    const member = await signIn(t, 'ravi@example.org', { role: 'staff' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/day', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(200);
    await asAdmin('DELETE', `/api/admin/staff/${member.user.id}`);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/day',
      headers: { cookie: member.cookie },
    });
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toEqual({ code: 'forbidden', message: 'This account has no staff access.' });
  });

  it('records every change in the audit, which admins can filter', async () => {
    const ravi = (
      await asAdmin('POST', '/api/admin/staff', { email: 'ravi@example.org', role: 'staff' })
    ).json();
    t.clock.advance(5);
    await asAdmin('PATCH', `/api/admin/staff/${ravi.userId}`, { role: 'admin' });
    t.clock.advance(5);
    await asAdmin('DELETE', `/api/admin/staff/${ravi.userId}`);

    const all = await asAdmin('GET', '/api/admin/audit');
    expect(all.statusCode).toBe(200);
    const actor = { id: admin.user.id, email: 'admin@example.org' };
    expect(all.json().entries).toEqual([
      {
        id: expect.any(String),
        at: '2026-11-20T04:40:00.000Z',
        actor,
        action: 'staff.remove',
        subject: ravi.userId,
        subjectEmail: 'ravi@example.org',
        before: { email: 'ravi@example.org', role: 'admin' },
        after: { email: 'ravi@example.org', role: 'visitor' },
      },
      expect.objectContaining({
        at: '2026-11-20T04:35:00.000Z',
        action: 'staff.role',
        before: { email: 'ravi@example.org', role: 'staff' },
        after: { email: 'ravi@example.org', role: 'admin' },
      }),
      expect.objectContaining({
        at: '2026-11-20T04:30:00.000Z',
        actor,
        action: 'staff.add',
        before: null,
        after: { email: 'ravi@example.org', role: 'staff' },
      }),
    ]);

    const filtered = async (query: string) =>
      (await asAdmin('GET', `/api/admin/audit?${query}`))
        .json()
        .entries.map((entry: { action: string }) => entry.action);
    expect(await filtered('action=staff.role')).toEqual(['staff.role']);
    expect(await filtered('actor=ADMIN@example')).toHaveLength(3);
    expect(await filtered('actor=somebody_else')).toEqual([]);
    expect(await filtered('from=2026-11-21&to=2026-11-22')).toEqual([]);
    expect(await filtered('from=2026-11-20&to=2026-11-20')).toHaveLength(3);
    const reversed = await asAdmin('GET', '/api/admin/audit?from=2026-11-21&to=2026-11-20');
    expect(reversed.statusCode).toBe(400);
  });
});
