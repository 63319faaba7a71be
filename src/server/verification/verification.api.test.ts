import { afterEach, beforeEach, expect, it } from 'vitest';
import { texts } from '../../shared/texts';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { consumeVerifiedChallenge } from './verification.repository';

const NOW = '2026-11-20T04:30:00.000Z';

describeEachDatabase('verification API (simulator inbox)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let userId: string;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const visitor = await signIn(t, 'visitor@example.org');
    cookie = visitor.cookie;
    userId = visitor.user.id;
  });
  afterEach(() => t.close());

  const create = (body: Record<string, string>, asCookie = cookie) =>
    t.app.inject({ method: 'POST', url: '/api/verifications', headers: { cookie: asCookie }, payload: body });
  const check = (id: string, asCookie = cookie) =>
    t.app.inject({ method: 'POST', url: `/api/verifications/${id}/check`, headers: { cookie: asCookie } });
  const sendSms = (from: string, text: string) =>
    t.app.inject({ method: 'POST', url: '/api/dev/sms', payload: { from, text } });

  async function challenge(countryCode = '91', mobile = '9876543210') {
    const response = await create({ countryCode, mobile });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; keyword: string };
  }

  it('makes a challenge with a per-attempt keyword, the default number and an sms: link', async () => {
    const response = await create({ countryCode: '91', mobile: '9876543210' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.keyword).toMatch(/^SAIRAM \d{4}$/);
    expect(body).toEqual({
      id: expect.any(String),
      keyword: body.keyword,
      number: '+919000000001',
      smsUri: `sms:+919000000001?body=${body.keyword.replace(' ', '%20')}`,
      expiresAt: '2026-11-20T04:40:00.000Z',
    });
  });

  it('uses the global settings for other dial codes and keeps the national number', async () => {
    const body = (await create({ countryCode: '44', mobile: '0-07700900123' })).json();
    expect(body.number).toBe('+447700900001');
    const row = await t.database.db
      .selectFrom('verifications')
      .select(['country_code', 'mobile'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ country_code: '44', mobile: '7700900123' });
  });

  it('verifies a number under a Caribbean area code from the SMS it really sends', async () => {
    const response = await create({ countryCode: '1809', mobile: '5550123' });
    expect(response.statusCode).toBe(201);
    const { id, keyword, number } = response.json();
    expect(number).toBe('+447700900001');
    await sendSms('+18095550123', keyword);
    expect((await check(id)).json().verified).toBe(true);
  });

  it.each([
    [{ countryCode: '91', mobile: '1234' }, `mobile: ${texts.mobileRequired}`],
    [{ countryCode: '91' }, `mobile: ${texts.mobileRequired}`],
    [{ countryCode: '91', mobile: '98765x3210' }, 'mobile: The mobile number can have digits only.'],
    [{ countryCode: '+91', mobile: '9876543210' }, expect.stringContaining('countryCode:')],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'invalid_input', message });
    expect(await t.database.db.selectFrom('verifications').select('id').execute()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const { id } = await challenge();
    expect((await create({ countryCode: '91', mobile: '9876543210' }, '')).statusCode).toBe(401);
    expect((await check(id, '')).statusCode).toBe(401);
  });

  it('is not verified until the SMS arrives, then verified whatever the case and spacing', async () => {
    const { id, keyword } = await challenge();
    expect((await check(id)).json()).toEqual({ verified: false, message: texts.smsNotReceived });
    expect((await sendSms('+919876543210', keyword.toLowerCase().replace(' ', '   '))).statusCode).toBe(201);
    const response = await check(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, message: texts.smsReceived });
  });

  it('does not count the keyword from another number, nor another attempt’s keyword', async () => {
    const { id, keyword } = await challenge();
    await sendSms('+919876543211', keyword);
    await sendSms('+449876543210', keyword);
    await sendSms('+919876543210', 'SAIRAM 99999');
    expect((await check(id)).json().verified).toBe(false);
  });

  it('counts an SMS received exactly 5 minutes before the check, not one a second older', async () => {
    const first = await challenge();
    const second = await challenge();
    await sendSms('+919876543210', first.keyword);
    await sendSms('+919876543210', second.keyword);
    t.clock.advance(5);
    expect((await check(first.id)).json().verified).toBe(true);
    t.clock.advance(1 / 60);
    expect((await check(second.id)).json().verified).toBe(false);
  });

  it('answers 404 for another user’s challenge and leaves it untouched', async () => {
    const { id, keyword } = await challenge();
    await sendSms('+919876543210', keyword);
    const other = await signIn(t, 'someone-else@example.org');
    const response = await check(id, other.cookie);
    expect(response.statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('verifications')
      .select(['verified_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ verified_at: null });
  });

  it('refuses a check after the challenge expired with 410', async () => {
    const { id, keyword } = await challenge();
    t.clock.advance(9);
    await sendSms('+919876543210', keyword);
    t.clock.advance(1);
    const response = await check(id);
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toEqual({
      code: 'verification_expired',
      message: texts.mobileVerificationExpired,
    });
  });

  it('lets one booking of its own user use a verified challenge, once, before it expires', async () => {
    const { id, keyword } = await challenge();
    const consume = (byUserId: string, bookingId: string, now: string) =>
      consumeVerifiedChallenge(t.database.db, { verificationId: id, userId: byUserId, bookingId, now });
    expect(await consume(userId, 'booking-0', NOW)).toBeUndefined(); // not verified yet
    await sendSms('+919876543210', keyword);
    expect((await check(id)).json().verified).toBe(true);
    expect(await consume('someone-else', 'booking-1', NOW)).toBeUndefined();
    expect(await consume(userId, 'booking-2', '2026-11-20T04:40:00.000Z')).toBeUndefined(); // expired
    expect(await consume(userId, 'booking-3', NOW)).toEqual({ country_code: '91', mobile: '9876543210' });
    expect(await consume(userId, 'booking-4', NOW)).toBeUndefined(); // reused
    const response = await check(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('verification_used');
  });

  it('answers 400 for an id that cannot be one', async () => {
    expect((await check('x')).statusCode).toBe(400);
  });
});

describeEachDatabase('verification API rate limits', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW, env: { RATE_LIMITS: 'on' } });
  });
  afterEach(() => t.close());

  const create = (cookie: string, mobile: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/verifications',
      headers: { cookie },
      payload: { countryCode: '91', mobile },
    });

  it('allows 10 challenges per user an hour, then answers 429', async () => {
    const { cookie } = await signIn(t, 'visitor@example.org');
    for (let n = 0; n < 10; n += 1) expect((await create(cookie, `98765432${10 + n}`)).statusCode).toBe(201);
    const refused = await create(cookie, '9876543299');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    t.clock.advance(60);
    expect((await create(cookie, '9876543299')).statusCode).toBe(201);
  });

  const createFrom = (cookie: string, mobile: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/verifications',
      headers: { cookie },
      payload: { countryCode: '91', mobile },
      remoteAddress,
    });

  it('allows one user 5 challenges per number an hour', async () => {
    const { cookie } = await signIn(t, 'visitor@example.org');
    for (let n = 0; n < 5; n += 1) expect((await create(cookie, '9876543210')).statusCode).toBe(201);
    expect((await create(cookie, '09876543210')).statusCode).toBe(429);
    expect((await create(cookie, '9876543211')).statusCode).toBe(201);
  });

  it('past 10 challenges for a number in an hour, refuses the users who made them, not the owner', async () => {
    const strangers = [await signIn(t, 'first@example.org'), await signIn(t, 'second@example.org')];
    for (const [n, stranger] of strangers.entries()) {
      for (let i = 0; i < 5; i += 1) {
        expect((await createFrom(stranger.cookie, '9876543210', `198.51.100.${n}`)).statusCode).toBe(201);
      }
    }
    // Someone new gets the few a person needs, then is refused as well.
    const third = await signIn(t, 'third@example.org');
    for (let i = 0; i < 3; i += 1)
      expect((await createFrom(third.cookie, '9876543210', '198.51.100.3')).statusCode).toBe(201);
    const refused = await createFrom(third.cookie, '9876543210', '198.51.100.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait 60 minutes and try again.' },
    });

    // The number's owner, who has not been asking, still proves it and books with it.
    const owner = await signIn(t, 'owner@example.org');
    const made = await createFrom(owner.cookie, '9876543210', '192.0.2.1');
    expect(made.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/sms',
      payload: { from: '+919876543210', text: made.json().keyword },
    });
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/verifications/${made.json().id}/check`,
      headers: { cookie: owner.cookie },
    });
    expect(checked.json().verified).toBe(true);

    t.clock.advance(60);
    expect((await createFrom(strangers[0].cookie, '9876543210', '198.51.100.0')).statusCode).toBe(201);
  });

  it('allows 30 checks of one challenge, then answers 429', async () => {
    const { cookie } = await signIn(t, 'visitor@example.org');
    const { id } = (await create(cookie, '9876543210')).json();
    const check = () =>
      t.app.inject({ method: 'POST', url: `/api/verifications/${id}/check`, headers: { cookie } });
    for (let n = 0; n < 30; n += 1) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });
});
