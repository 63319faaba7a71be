import { afterEach, beforeEach, expect, it } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book, NOW, slotFor } from '../bookings/bookings.test-helpers';
import { setUserRole } from './accounts.repository';

const EMAIL = 'leaving@example.org';

describeEachDatabase('deleting my account', (kind) => {
  let t: TestApp;
  let visitor: { cookie: string; id: string };
  /** Visited on 22 November: checked in, with feedback. */
  let visited: { id: string };
  /** On 25 November, still to come when the account is deleted. */
  let upcoming: { id: string };
  /** Someone else's booking in the same slot. */
  let others: { id: string };

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, EMAIL, { displayName: 'Leela' });
    visitor = { cookie: session.cookie, id: session.user.id };
    visited = await book(t, visitor, (await slotFor(t)).id, 2);
    const later = await slotFor(t, { date: '2026-11-25' });
    upcoming = await book(t, visitor, later.id, 3);
    const other = await signIn(t, 'staying@example.org');
    others = await book(t, { cookie: other.cookie, id: other.user.id }, later.id, 1);
    const db = t.database.db;
    await db.updateTable('bookings').set({ status: 3 }).where('id', '=', visited.id).execute();
    await db
      .insertInto('feedback')
      .values({
        booking_id: visited.id,
        user_id: visitor.id,
        answers: '{"experience":"Lovely"}',
        created_at: NOW,
      })
      .execute();
    // The day after the visit.
    t.clock.set('2026-11-23T06:00:00.000Z');
  });
  afterEach(() => t.close());

  const deleteMe = (cookie: string | undefined, email: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: cookie ? { cookie } : {},
      payload: { email },
    });
  const rowsOf = async (table: 'users' | 'sessions' | 'accounts', column: 'id' | 'user_id') =>
    (await t.database.db.selectFrom(table).select(column).where(column, '=', visitor.id).execute()).length;
  const seatsTaken = async (slotId: string) =>
    (
      await t.database.db
        .selectFrom('slots')
        .select('booked')
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow()
    ).booked;

  it('refuses an e-mail that is not the account’s with a clear 400, and changes nothing', async () => {
    const response = await deleteMe(visitor.cookie, 'someone.else@example.org');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'email_mismatch',
      message:
        'That is not the e-mail address of this account. Type it exactly as shown to delete the account.',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: visitor.cookie } });
    expect(me.json()).toMatchObject({ email: EMAIL, displayName: 'Leela' });
    expect(await seatsTaken('2026-11-25T09:30')).toBe(4);
    expect((await deleteMe(visitor.cookie, '')).statusCode).toBe(400);
  });

  it('asks a signed-out caller to sign in', async () => {
    const response = await deleteMe(undefined, EMAIL);
    expect(response.statusCode).toBe(401);
  });

  it('ends the session, cancels what is to come, keeps only counts, and lets the address start afresh', async () => {
    const response = await deleteMe(visitor.cookie, `  ${EMAIL.toUpperCase()} `);
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/visitpass\.session_token=; Max-Age=0; Path=\//);

    // Signed out: the session is gone.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: visitor.cookie } });
    expect(me.statusCode).toBe(401);
    expect(await rowsOf('users', 'id')).toBe(0);
    expect(await rowsOf('sessions', 'user_id')).toBe(0);
    expect(await rowsOf('accounts', 'user_id')).toBe(0);

    const db = t.database.db;
    const bookings = await db
      .selectFrom('bookings')
      .select(['id', 'user_id', 'mobile', 'people', 'status'])
      .where('id', 'in', [visited.id, upcoming.id])
      .orderBy('date')
      .execute();
    expect(bookings).toEqual([
      { id: visited.id, user_id: 'deleted-account', mobile: null, people: 2, status: 3 },
      { id: upcoming.id, user_id: 'deleted-account', mobile: null, people: 3, status: -1 },
    ]);
    // The upcoming booking's seats went back; the other visitor's stay.
    expect(await seatsTaken('2026-11-25T09:30')).toBe(1);
    expect(await seatsTaken('2026-11-22T09:30')).toBe(2);
    const cancellation = await db
      .selectFrom('booking_events')
      .select(['from_status', 'to_status', 'by_user_id', 'reason'])
      .where('booking_id', '=', upcoming.id)
      .where('to_status', '=', -1)
      .executeTakeFirstOrThrow();
    expect(cancellation).toEqual({
      from_status: 0,
      to_status: -1,
      by_user_id: null,
      reason: 'The visitor deleted their account',
    });
    const people = await db
      .selectFrom('booking_people')
      .select('booking_id')
      .where('booking_id', 'in', [visited.id, upcoming.id])
      .execute();
    expect(people).toEqual([]);
    expect(await db.selectFrom('feedback').select('booking_id').execute()).toEqual([]);
    expect(
      await db.selectFrom('verifications').select('id').where('user_id', '=', visitor.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('mail_outbox').select('id').where('to_address', '=', EMAIL).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('booking_events').select('id').where('by_user_id', '=', visitor.id).execute(),
    ).toEqual([]);
    // Nobody's ticket any more.
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${visited.id}` })).statusCode).toBe(404);

    // Someone else's booking in the same slot is untouched.
    const kept = await t.app.inject({ method: 'GET', url: `/api/bookings/${others.id}` });
    expect(kept.json()).toMatchObject({
      status: 0,
      people: [expect.objectContaining({ name: 'Visitor 1' })],
    });

    // The address signs in as a new account, with no name and no bookings.
    const again = await signIn(t, EMAIL);
    expect(again.user.id).not.toBe(visitor.id);
    expect(again.user).toMatchObject({
      email: EMAIL,
      displayName: null,
      hasPassword: false,
      role: 'visitor',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: again.cookie },
    });
    expect(list.json()).toEqual({ bookings: [] });
  });

  it("offers the cancelled bookings' seats to the slot's waiting list in the deletion's own transaction", async () => {
    const full = await slotFor(t, { date: '2026-11-26', capacity: 2 });
    await book(t, visitor, full.id, 2);
    const waiting = await signIn(t, 'waiting@example.org');
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: waiting.cookie },
      payload: { slotId: full.id, seats: 2 },
    });
    expect(joined.statusCode).toBe(201);
    expect((await deleteMe(visitor.cookie, EMAIL)).statusCode).toBe(204);
    // No sweep has run: the offer was made by the deletion itself.
    const holds = await t.app.inject({ url: '/api/holds', headers: { cookie: waiting.cookie } });
    expect(holds.json().holds).toEqual([expect.objectContaining({ slotId: full.id, seats: 2, offer: true })]);
    const offers = (await outboxMail(t)).filter((mail) => mail.subject.startsWith('Seats are free for you'));
    expect(offers.map((mail) => mail.to)).toEqual(['waiting@example.org']);
  });

  it('refuses staff and admin accounts with 409 staff_account until the role is removed', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const email = `${role}@example.org`;
      const member = await signIn(t, email, { role });
      const response = await deleteMe(member.cookie, email);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('staff_account');
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: member.cookie } });
      expect(me.json()).toMatchObject({ email, role });
      await setUserRole(t.database.db, member.user.id, 'visitor');
      await t.services.sessions.heard();
      expect((await deleteMe(member.cookie, email)).statusCode).toBe(204);
    }
  });

  it('leaves no way back in through a sign-in link asked for before the deletion', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link/request',
      payload: { email: EMAIL },
    });
    expect(asked.statusCode).toBe(200);
    const links = () => t.database.db.selectFrom('auth_tokens').select('id').execute();
    const mails = () =>
      t.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', EMAIL).execute();
    expect(await links()).toHaveLength(1);
    expect((await mails()).length).toBeGreaterThan(0);
    expect((await deleteMe(visitor.cookie, EMAIL)).statusCode).toBe(204);
    // The link and the mail that carried it are gone.
    expect(await links()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('takes the text messages from the numbers the account proved with it', async () => {
    const db = t.database.db;
    const sms = (id: string, sender: string) =>
      db
        .insertInto('sms_inbox')
        .values({
          id,
          provider: 'simulator',
          external_id: null,
          sender,
          text: 'SAIRAM 1234',
          received_at: t.clock().toISOString(),
          stored_at: t.clock().toISOString(),
        })
        .execute();
    // The account proved +91 98765 43210 for its bookings; the other number is a stranger's.
    await sms('theirs', '919876543210');
    await sms('strangers', '447700900123');
    expect((await deleteMe(visitor.cookie, EMAIL)).statusCode).toBe(204);
    const left = await db.selectFrom('sms_inbox').select('id').execute();
    expect(left).toEqual([{ id: 'strangers' }]);
  });
});
