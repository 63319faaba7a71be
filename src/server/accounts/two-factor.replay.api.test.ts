import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertBooking, insertSlot, somePeople } from '../../test/factories';
import { cookieHeader, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { totpCode } from '../../test/totp';

const ADMIN = 'admin@example.org';

describeEachDatabase('a second factor that holds (ADMIN_2FA=required)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { ADMIN_2FA: 'required' } });
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const verify = (cookie: string, code: string) =>
    call('POST', '/api/accounts/two-factor/verify', cookie, { code });

  /**
   * An admin with the app set up, confirmed with the code of the step at `at`. The codes of
   * that step and the next pass for the next 30 seconds at least (one step either side of
   * now is accepted), so the tests stay right across a step's end.
   */
  async function enrolledAdmin() {
    const first = await signIn(t, ADMIN, { role: 'admin' });
    const started = await call('POST', '/api/accounts/two-factor/enrol', first.cookie, {});
    const { totpUri } = started.json();
    const at = Date.now();
    const confirmed = await call('POST', '/api/accounts/two-factor/confirm', first.cookie, {
      code: totpCode(totpUri, at),
    });
    expect(confirmed.statusCode).toBe(200);
    const code = (step: 0 | 1) => totpCode(totpUri, at + step * 30_000);
    return { code, cookie: cookieHeader(confirmed) };
  }

  it('takes a code from the app once: the same code on another session is refused', async () => {
    const enrolled = await enrolledAdmin();
    const code = enrolled.code(1);
    const one = await signIn(t, ADMIN);
    expect((await verify(one.cookie, code)).statusCode).toBe(200);

    for (const other of [await signIn(t, ADMIN), await signIn(t, ADMIN)]) {
      const replayed = await verify(other.cookie, code);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json().error).toEqual({
        code: 'code_used',
        message: 'That code has been used already. Wait for the app to show the next one.',
      });
      expect((await call('GET', '/api/admin/staff', other.cookie)).statusCode).toBe(403);
    }
  });

  it('refuses the code of an earlier step once a later one was used, and the confirming code too', async () => {
    const { code } = await enrolledAdmin();
    const again = await signIn(t, ADMIN);
    // The enrolment's own code cannot pass another session.
    expect((await verify(again.cookie, code(0))).json().error.code).toBe('code_used');
    expect((await verify(again.cookie, code(1))).statusCode).toBe(200);
    const later = await signIn(t, ADMIN);
    const earlier = await verify(later.cookie, code(0));
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error.code).toBe('code_used');
  });

  it('shows an admin who has not passed the second factor a ticket as a stranger sees it', async () => {
    const owner = await signIn(t, 'owner@example.org');
    const slot = await insertSlot(t.database.db, { date: '2026-11-25' });
    const people = somePeople(2);
    const id = await insertBooking(t.database.db, { slot, userId: owner.user.id, people });
    const ticket = (cookie: string) => call('GET', `/api/bookings/${id}`, cookie);

    const stranger = (await ticket('')).json();
    expect(stranger.mobile).toBeNull();
    expect(stranger.people[0].dob).toBeNull();

    // Not set up yet, then set up but not passed in this session: what a stranger sees.
    const fresh = await signIn(t, 'other-admin@example.org', { role: 'admin' });
    expect((await ticket(fresh.cookie)).json()).toEqual(stranger);
    const { code } = await enrolledAdmin();
    const { cookie } = await signIn(t, ADMIN);
    expect((await ticket(cookie)).json()).toEqual(stranger);

    expect((await verify(cookie, code(1))).statusCode).toBe(200);
    const full = (await ticket(cookie)).json();
    expect(full.detailsVisible).toBe(true);
    expect(full.mobile).toBe('+919876543210');
    expect(full.people[0]).toMatchObject({ dob: people[0]?.dob, documentNumber: people[0]?.documentNumber });

    // Staff need no second factor (ADMIN_2FA concerns admins) and see it whole, as before.
    const door = await signIn(t, 'door@example.org', { role: 'staff' });
    expect((await ticket(door.cookie)).json().detailsVisible).toBe(true);
  });

  it('still shows an admin their own booking in full before the second factor', async () => {
    const own = await signIn(t, ADMIN, { role: 'admin' });
    const slot = await insertSlot(t.database.db, { date: '2026-11-25' });
    const id = await insertBooking(t.database.db, { slot, userId: own.user.id, people: somePeople(1) });
    const mine = (await call('GET', `/api/bookings/${id}`, own.cookie)).json();
    expect(mine).toMatchObject({ viewerIsOwner: true, detailsVisible: true, mobile: '+919876543210' });
  });
});
