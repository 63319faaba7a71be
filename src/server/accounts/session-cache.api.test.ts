import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOTICES_APPLICATION_NAME } from '../db/change-notices';
import { setUserRole } from './accounts.repository';

// Decision 0065: on PostgreSQL each instance keeps the sessions it read while it listens for
// the notices that every change to a session or user row sends (migration 0015). Another
// instance's change shows once its notice is heard (`heard()` waits for that, not for a time);
// the instance that made a change answers only once it has heard it itself.
describe.runIf(process.env.TEST_DATABASE_URL)('sessions kept on two instances [postgres]', () => {
  let first: TestApp;
  let second: TestApp;
  const ORIGIN = { origin: 'http://localhost:3000' };
  const me = (app: TestApp, cookie: string) =>
    app.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const kept = (app: TestApp) => {
    const cache = app.services.keptSessions;
    if (!cache) throw new Error('no kept sessions on PostgreSQL');
    return cache;
  };
  async function untilListening(app: TestApp, listening: boolean) {
    while (kept(app).stats().listening !== listening) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  beforeEach(async () => {
    second = await createTestApp('postgres');
    first = await createTestApp('postgres', {
      env: {
        DATABASE_URL: second.config.databaseUrl,
        ...(second.config.databaseDirectUrl ? { DATABASE_DIRECT_URL: second.config.databaseDirectUrl } : {}),
      },
    });
    await Promise.all([untilListening(first, true), untilListening(second, true)]);
  });
  afterEach(async () => {
    await first.close();
    await second.close();
  });

  it('reads a session once and keeps it for the calls after', async () => {
    const { cookie } = await signIn(second, 'asha@example.org');
    const before = kept(first).stats().databaseReads;
    for (let call = 0; call < 5; call++) expect((await me(first, cookie)).statusCode).toBe(200);
    expect(kept(first).stats().databaseReads - before).toBe(1);
  });

  it('refuses a session signed out on the other instance once its notice is heard', async () => {
    const { cookie } = await signIn(second, 'asha@example.org');
    expect((await me(first, cookie)).statusCode).toBe(200);
    const out = await second.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, ...ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    // The instance that signed it out refuses it at once.
    expect((await me(second, cookie)).statusCode).toBe(401);
    await kept(first).heard();
    expect((await me(first, cookie)).statusCode).toBe(401);
  });

  it('shows a role changed by an admin on the other instance, and at once on the admin’s', async () => {
    const admin = await signIn(second, 'admin@example.org', { role: 'admin' });
    const ravi = await signIn(second, 'ravi@example.org', { role: 'staff' });
    const roster = (app: TestApp) =>
      app.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: ravi.cookie } });
    expect((await roster(first)).statusCode).toBe(403);
    expect((await roster(second)).statusCode).toBe(403);
    const promoted = await second.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${ravi.user.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await roster(second)).statusCode).toBe(200);
    await kept(first).heard();
    expect((await roster(first)).statusCode).toBe(200);
  });

  it('shows a change written straight into the database (psql, the staff command) once heard', async () => {
    const { cookie, user } = await signIn(second, 'asha@example.org');
    expect((await me(first, cookie)).json()).toMatchObject({ role: 'visitor' });
    await setUserRole(second.database.db, user.id, 'staff');
    await kept(first).heard();
    expect((await me(first, cookie)).json()).toMatchObject({ role: 'staff' });
  });

  it('keeps nothing while its listener is gone, and keeps again once it listens', async () => {
    const { cookie, user } = await signIn(second, 'asha@example.org');
    expect((await me(first, cookie)).statusCode).toBe(200);
    const admin = new pg.Client({
      connectionString: second.config.databaseDirectUrl ?? second.config.databaseUrl,
    });
    await admin.connect();
    try {
      // Both instances' listeners go (they work in this test's schema), as on a network break.
      const { rows } = await second.database.db.executeQuery<{ schema: string }>(
        sql`select current_schema() as schema`.compile(second.database.db),
      );
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [`${NOTICES_APPLICATION_NAME} ${rows[0]?.schema}`],
      );
    } finally {
      await admin.end();
    }
    await untilListening(first, false);
    // Changed while nobody listens: no notice reaches the first instance, which reads afresh.
    await setUserRole(second.database.db, user.id, 'staff');
    expect((await me(first, cookie)).json()).toMatchObject({ role: 'staff' });
    await untilListening(first, true);
    const before = kept(first).stats().databaseReads;
    await me(first, cookie);
    await me(first, cookie);
    expect(kept(first).stats().databaseReads - before).toBe(1);
  });
});
