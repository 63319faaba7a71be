import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// The per-address sign-in limit (20 links in 15 minutes) must count the real client, whatever
// X-Forwarded-For a client sends, unless the app is told it sits behind a proxy.
const ENV = { RATE_LIMITS: 'on' };

describe('the client address behind X-Forwarded-For', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function askForLinks(
    count: number,
    forwardedFor = (i: number) => `198.51.100.${i}`,
    remoteAddress = '203.0.113.7',
  ) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await t?.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in-link/request',
        payload: { email: `visitor${i}@example.org` },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      statuses.push(response?.statusCode ?? 0);
    }
    return statuses;
  }

  it('is ignored by default, so forged headers do not escape the per-address limit', async () => {
    t = await createTestApp('sqlite', { env: ENV });
    expect((await askForLinks(21)).at(-1)).toBe(429);
  });

  it('is believed for the configured number of proxies', async () => {
    t = await createTestApp('sqlite', { env: { ...ENV, TRUST_PROXY: '1' } });
    expect(await askForLinks(21)).toEqual(Array(21).fill(200));
  });

  // Caddy appends the address it saw to whatever X-Forwarded-For the client sent.
  it('behind one proxy, counts the address the proxy saw, whatever the client put before it', async () => {
    t = await createTestApp('sqlite', { env: { ...ENV, TRUST_PROXY: '1' } });
    const behindCaddy = (client: string) => (i: number) => `198.51.100.${i}, ${client}`;
    const statuses = await askForLinks(21, behindCaddy('203.0.113.50'), '10.0.0.2');
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.at(-1)).toBe(429);
    // Another visitor behind the same proxy has a count of their own.
    expect(await askForLinks(1, behindCaddy('203.0.113.51'), '10.0.0.2')).toEqual([200]);
  });

  it('refuses a malformed setting at start-up', async () => {
    await expect(createTestApp('sqlite', { env: { ...ENV, TRUST_PROXY: 'everyone' } })).rejects.toThrow(
      /TRUST_PROXY/,
    );
  });
});
