import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

const NOW = '2026-11-20T04:30:00.000Z';

// GET /api/verifications/:id: after a reload the page shows the same keyword, not a new one.
describeEachDatabase('verification API: reading a challenge again', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    cookie = (await signIn(t, 'visitor@example.org')).cookie;
  });
  afterEach(() => t.close());

  const read = (id: string, asCookie = cookie) =>
    t.app.inject({ method: 'GET', url: `/api/verifications/${id}`, headers: { cookie: asCookie } });
  const sendSms = (from: string, text: string) =>
    t.app.inject({ method: 'POST', url: '/api/dev/sms', payload: { from, text } });

  async function challenge() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verifications',
      headers: { cookie },
      payload: { countryCode: '91', mobile: '9876543210' },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as {
      id: string;
      keyword: string;
      number: string;
      smsUri: string;
      expiresAt: string;
    };
  }

  it('answers the same keyword, number, link and expiry as when it was made, pending', async () => {
    const made = await challenge();
    const response = await read(made.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...made, state: 'pending' });
  });

  it('says verified once the SMS was found, and expired after its lifetime', async () => {
    const made = await challenge();
    await sendSms('+919876543210', made.keyword);
    await t.app.inject({ method: 'POST', url: `/api/verifications/${made.id}/check`, headers: { cookie } });
    expect((await read(made.id)).json().state).toBe('verified');
    t.clock.advance(10);
    expect((await read(made.id)).json().state).toBe('expired');
  });

  it('says used once a booking spent it', async () => {
    const made = await challenge();
    await t.database.db
      .updateTable('verifications')
      .set({ verified_at: NOW, used_by_booking_id: 'booking-1' })
      .where('id', '=', made.id)
      .execute();
    expect((await read(made.id)).json().state).toBe('used');
  });

  it('answers 404 to another user, exactly as for a challenge that does not exist', async () => {
    const made = await challenge();
    const other = await signIn(t, 'someone-else@example.org');
    const theirs = await read(made.id, other.cookie);
    const missing = await read('AAAAAAAAAAAAAAAAAAAAAA');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json().error.code).toBe('not_found');
  });

  it('needs a signed-in user and a well-formed id', async () => {
    const made = await challenge();
    expect((await read(made.id, '')).statusCode).toBe(401);
    expect((await read('x')).statusCode).toBe(400);
  });
});
