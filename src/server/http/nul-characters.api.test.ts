import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertChallenge, insertSlot, somePeople } from '../../test/factories';
import { type CapturedLog, captureLog } from '../../test/log-capture';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { signBody } from '../sms/webhook-signature';

const NUL = '\u0000';

describeEachDatabase('a NUL character in any input', (kind) => {
  let t: TestApp;
  let log: CapturedLog;
  let visitor: SignedInUser;
  let admin: SignedInUser;

  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp(kind, { logStream: log.stream });
    visitor = await signIn(t, 'visitor@example.org', { displayName: 'Asha' });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
  });
  afterEach(async () => {
    // Refused as the caller's mistake: nothing logged as an error, no stack trace.
    expect(log.errors()).toEqual([]);
    expect(log.lines.join('\n')).not.toContain('"stack"');
    await t.close();
  });

  async function expectRefused(request: InjectOptions, field: string): Promise<void> {
    const response = await t.app.inject(request);
    expect(response.statusCode, `${JSON.stringify(request)}: ${response.body}`).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_input', message: `${field}: must not contain a NUL character` },
    });
  }

  it('in a path parameter, signed out or in', async () => {
    await expectRefused({ url: '/api/bookings/%00' }, 'id');
    // better-auth's routes take the rest of the path.
    await expectRefused({ method: 'POST', url: '/api/auth/sign-out%00', payload: {} }, 'path');
    await expectRefused(
      { url: '/api/bookings/abc%00def/feedback', headers: { cookie: visitor.cookie } },
      'id',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/verifications/abcdefghij%00klmnopq/check',
        headers: { cookie: visitor.cookie },
      },
      'id',
    );
    await expectRefused({ url: '/api/admin/bookings/%00', headers: { cookie: admin.cookie } }, 'id');
    await expectRefused(
      { method: 'DELETE', url: '/api/admin/staff/x%00', headers: { cookie: admin.cookie } },
      'userId',
    );
  });

  it('in a query value: dates, the door search', async () => {
    await expectRefused({ url: '/api/slots?date=2026-11-22%00' }, 'date');
    await expectRefused({ url: '/api/admin/bookings?q=As%00ha', headers: { cookie: admin.cookie } }, 'q');
  });

  it('in sign-in fields: e-mail, token, password', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/accounts/sign-in-link/request',
        payload: { email: `a${NUL}@example.org` },
      },
      'email',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/accounts/sign-in-link',
        payload: { token: `token${NUL}`, email: 'visitor@example.org' },
      },
      'token',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/accounts/sign-in-password',
        payload: { email: 'visitor@example.org', password: `secret${NUL}secret` },
      },
      'password',
    );
    const mails = await t.database.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(['admin@example.org', 'visitor@example.org']);
  });

  it('in a display name: refused and the saved name kept', async () => {
    await expectRefused(
      {
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: visitor.cookie },
        payload: { displayName: `A${NUL}B` },
      },
      'displayName',
    );
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: visitor.cookie } });
    expect(me.json().displayName).toBe('Asha');
  });

  it('in a booking: a name, the slot or the verification; nothing booked', async () => {
    const slot = await insertSlot(t.database.db, { date: '2026-11-22' });
    const verificationId = await insertChallenge(t.database.db, { userId: visitor.user.id, now: t.clock() });
    const people = somePeople(2);
    const book = (payload: object) => ({
      method: 'POST' as const,
      url: '/api/bookings',
      headers: { cookie: visitor.cookie },
      payload,
    });
    const withName = people.map((person, index) =>
      index === 1 ? { ...person, name: `Ravi${NUL}` } : person,
    );
    await expectRefused(book({ slotId: slot.id, people: withName, verificationId }), 'people.1.name');
    await expectRefused(book({ slotId: `${slot.id}${NUL}`, people, verificationId }), 'slotId');
    await expectRefused(
      book({ slotId: slot.id, people, verificationId: `${verificationId}${NUL}` }),
      'verificationId',
    );
    const bookings = await t.database.db.selectFrom('bookings').select('id').execute();
    expect(bookings).toEqual([]);
  });

  it('in a mobile number or the text of a simulated SMS; nothing stored', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/verifications',
        headers: { cookie: visitor.cookie },
        payload: { countryCode: '91', mobile: `98765${NUL}43210` },
      },
      'mobile',
    );
    await expectRefused(
      { method: 'POST', url: '/api/dev/sms', payload: { from: '+919876543210', text: `SAIRAM${NUL}1234` } },
      'text',
    );
    expect(await t.database.db.selectFrom('sms_inbox').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('verifications').select('id').execute()).toEqual([]);
  });

  it('in an admin form, and in a field name', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/admin/staff',
        headers: { cookie: admin.cookie },
        payload: { email: `meera${NUL}@example.org`, role: 'staff' },
      },
      'email',
    );
    await expectRefused(
      {
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: visitor.cookie },
        payload: { [`display${NUL}`]: 'x' },
      },
      'body',
    );
  });
});

describeEachDatabase('a NUL character in a signed SMS webhook', (kind) => {
  const secret = 'w'.repeat(32);
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_SECRET: secret } });
  });
  afterEach(() => t.close());

  it('is refused after the signature is checked, and nothing is stored', async () => {
    const body = JSON.stringify({ from: '+919876543210', text: `SAIRAM${NUL}1234` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body) },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_input', message: 'text: must not contain a NUL character' },
    });
    expect(await t.database.db.selectFrom('sms_inbox').select('id').execute()).toEqual([]);
  });
});
