import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// The per-address sign-in limit (20 links in 15 minutes) must count the real client, whatever
// X-Forwarded-For a client sends, unless the app is told it sits behind a proxy.
const ENV = { RATE_LIMITS: 'on' };

describe('the client address behind X-Forwarded-For', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function askForLinks(count: number) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await t?.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in-link/request',
        payload: { email: `visitor${i}@example.org` },
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
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

  it('refuses a malformed setting at start-up', async () => {
    await expect(createTestApp('sqlite', { env: { ...ENV, TRUST_PROXY: 'everyone' } })).rejects.toThrow(
      /TRUST_PROXY/,
    );
  });
});
