import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { SIGNATURE_HEADER, signBody } from './webhook-signature';

const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const NOW = '2026-11-20T04:30:00.000Z';

describeEachDatabase('SMS inbox API', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const storedMessages = (app: TestApp) =>
    app.database.db
      .selectFrom('sms_inbox')
      .select(['provider', 'external_id', 'sender', 'text', 'received_at'])
      .execute();

  async function webhookApp() {
    t = await createTestApp(kind, { now: NOW, env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_SECRET: SECRET } });
    return t;
  }

  function postInbound(app: TestApp, body: string, signature?: string) {
    return app.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      payload: body,
    });
  }

  it('stores a signed inbound SMS as sender digits, once per gateway id', async () => {
    const app = await webhookApp();
    const body = JSON.stringify({
      from: '+91 98765 43210',
      text: 'Sairam 4821',
      receivedAt: '2026-11-20T10:01:00+05:30',
      id: 'gw-1',
    });
    const first = await postInbound(app, body, signBody(SECRET, body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: true });
    const again = await postInbound(app, body, signBody(SECRET, body));
    expect(again.json()).toEqual({ stored: false });
    expect(await storedMessages(app)).toEqual([
      {
        provider: 'webhook',
        external_id: 'gw-1',
        sender: '919876543210',
        text: 'Sairam 4821',
        received_at: '2026-11-20T04:31:00.000Z',
      },
    ]);
  });

  it('takes now as the receipt time when the gateway gives none', async () => {
    const app = await webhookApp();
    const body = JSON.stringify({ from: '+447700900123', text: 'SAIRAM 1111' });
    expect((await postInbound(app, body, signBody(SECRET, body))).statusCode).toBe(200);
    expect((await storedMessages(app))[0]).toMatchObject({ sender: '447700900123', received_at: NOW });
  });

  it('stores a signed body without a gateway id once, however often it is replayed', async () => {
    const app = await webhookApp();
    const body = JSON.stringify({ from: '+919876543210', text: 'SAIRAM 4821' });
    const signature = signBody(SECRET, body);
    expect((await postInbound(app, body, signature)).json()).toEqual({ stored: true });
    app.clock.advance(30);
    for (let replay = 0; replay < 3; replay++) {
      const again = await postInbound(app, body, signature);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ stored: false });
    }
    expect(await storedMessages(app)).toHaveLength(1);
    // Another message from the same phone, even with the same words, is its own.
    const next = JSON.stringify({
      from: '+919876543210',
      text: 'SAIRAM 4821',
      receivedAt: '2026-11-20T10:31:00+05:30',
    });
    expect((await postInbound(app, next, signBody(SECRET, next))).json()).toEqual({ stored: true });
  });

  it.each([
    ['missing', undefined],
    ['made with another secret', signBody('another-secret-of-at-least-32-characters', '{}')],
    ['of another body', signBody(SECRET, JSON.stringify({ from: '+919876543210', text: 'other' }))],
    ['malformed', 'sha256=zz'],
  ])('refuses a %s signature with 401 and stores nothing', async (_case, signature) => {
    const app = await webhookApp();
    const body = JSON.stringify({ from: '+919876543210', text: 'SAIRAM 4821' });
    const response = await postInbound(app, body, signature);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('bad_signature');
    expect(await storedMessages(app)).toEqual([]);
  });

  it('refuses a signed body that is not JSON or not an SMS with 400', async () => {
    const app = await webhookApp();
    const notJson = 'from=+919876543210';
    expect((await postInbound(app, notJson, signBody(SECRET, notJson))).statusCode).toBe(400);
    const noText = JSON.stringify({ from: '+919876543210' });
    const response = await postInbound(app, noText, signBody(SECRET, noText));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
    expect(await storedMessages(app)).toEqual([]);
  });

  it('has no webhook when the provider is not the webhook', async () => {
    t = await createTestApp(kind, { now: NOW });
    const body = JSON.stringify({ from: '+919876543210', text: 'SAIRAM 4821' });
    expect((await postInbound(t, body, signBody(SECRET, body))).statusCode).toBe(404);
  });

  it('the local simulator stores an SMS as if it came from the phone', async () => {
    t = await createTestApp(kind, { now: NOW });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sms',
      payload: { from: '+919876543210', text: 'SAIRAM 4821' },
    });
    expect(response.statusCode).toBe(201);
    expect(await storedMessages(t)).toEqual([
      {
        provider: 'simulator',
        external_id: null,
        sender: '919876543210',
        text: 'SAIRAM 4821',
        received_at: NOW,
      },
    ]);
  });

  it('the simulator refuses a sender that is not a phone number', async () => {
    t = await createTestApp(kind, { now: NOW });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sms',
      payload: { from: 'someone', text: 'SAIRAM 4821' },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['dev', { SMS_WEBHOOK_SECRET: 'w'.repeat(32) }],
    ['production', { TEXTLOCAL_API_KEY: 'key', TEXTLOCAL_INBOX_ID: '10' }],
  ])('the simulator does not exist in %s', async (appEnv, secrets) => {
    t = await createTestApp(kind, {
      now: NOW,
      env: { APP_ENV: appEnv, ...secrets },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sms',
      payload: { from: '+919876543210', text: 'SAIRAM 4821' },
    });
    expect(response.statusCode).toBe(404);
    expect(await storedMessages(t)).toEqual([]);
  });
});
