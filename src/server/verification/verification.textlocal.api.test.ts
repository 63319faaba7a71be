import { afterEach, beforeEach, expect, it } from 'vitest';
import { texts } from '../../shared/texts';
import { type FakeTextlocal, startFakeTextlocal } from '../../test/fake-textlocal';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

const NOW = '2026-11-20T04:30:00.000Z';
const account = { apiKey: 'test-api-key', inboxId: '10' };

describeEachDatabase('verification API (textlocal inbox)', (kind) => {
  let t: TestApp;
  let textlocal: FakeTextlocal;
  let cookie: string;

  beforeEach(async () => {
    textlocal = await startFakeTextlocal(account);
    t = await createTestApp(kind, {
      now: NOW,
      env: {
        SMS_PROVIDER: 'textlocal',
        TEXTLOCAL_API_KEY: account.apiKey,
        TEXTLOCAL_INBOX_ID: account.inboxId,
        TEXTLOCAL_BASE_URL: textlocal.baseUrl,
      },
    });
    ({ cookie } = await signIn(t, 'visitor@example.org'));
  });
  afterEach(async () => {
    await t.close();
    await textlocal.close();
  });

  async function challenge() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verifications',
      headers: { cookie },
      payload: { countryCode: '91', mobile: '9876543210' },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; keyword: string };
  }
  const check = async (id: string) =>
    (
      await t.app.inject({ method: 'POST', url: `/api/verifications/${id}/check`, headers: { cookie } })
    ).json();
  const minutesAgo = (minutes: number) => new Date(t.clock().getTime() - minutes * 60_000);

  it('asks textlocal when the database has no match, stores what it answers and verifies', async () => {
    const { id, keyword } = await challenge();
    textlocal.addMessage('919876543210', keyword.toLowerCase(), minutesAgo(1));
    expect(await check(id)).toEqual({ verified: true, message: texts.smsReceived });
    expect(textlocal.requests).toHaveLength(1);
    expect(Object.fromEntries(textlocal.requests[0] as URLSearchParams)).toMatchObject({
      apikey: account.apiKey,
      inbox_id: account.inboxId,
      limit: '100',
      min_time: String(Date.parse('2026-11-20T04:25:00Z') / 1000),
      max_time: String(Date.parse('2026-11-20T04:35:00Z') / 1000),
    });
    const stored = await t.database.db
      .selectFrom('sms_inbox')
      .select(['provider', 'external_id', 'sender'])
      .execute();
    expect(stored).toEqual([{ provider: 'textlocal', external_id: '1', sender: '919876543210' }]);
  });

  it('reads the database, not the network, when a stored message already proves the number', async () => {
    const first = await challenge();
    const second = await challenge();
    textlocal.addMessage('919876543210', first.keyword, minutesAgo(2));
    textlocal.addMessage('919876543210', second.keyword, minutesAgo(1));
    expect((await check(first.id)).verified).toBe(true);
    expect((await check(second.id)).verified).toBe(true);
    expect(textlocal.requests).toHaveLength(1);
    // Polled twice, the same messages are stored once.
    t.clock.advance(1);
    const third = await challenge();
    await check(third.id);
    expect(textlocal.requests).toHaveLength(2);
    expect(await t.database.db.selectFrom('sms_inbox').select('id').execute()).toHaveLength(2);
  });

  it('asks textlocal at most once every 5 seconds', async () => {
    const { id } = await challenge();
    expect((await check(id)).verified).toBe(false);
    expect((await check(id)).verified).toBe(false);
    expect(textlocal.requests).toHaveLength(1);
    t.clock.advance(4.9 / 60);
    await check(id);
    expect(textlocal.requests).toHaveLength(1);
    t.clock.advance(0.1 / 60);
    await check(id);
    expect(textlocal.requests).toHaveLength(2);
  });

  it('answers "not received" rather than failing when textlocal is down', async () => {
    const { id } = await challenge();
    textlocal.failWith(503);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/check`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: false, message: texts.smsNotReceived });
  });
});
