import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('on API answers forbid framing, sniffing and caching', async () => {
    t = await createTestApp('sqlite');
    const response = await t.app.inject('/api/dates');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    // A route that may be cached says so itself.
    expect((await t.app.inject('/api/countries')).headers['cache-control']).toContain('max-age=86400');
  });

  it('on pages allow only our own origin and no framing', async () => {
    t = await createTestApp('sqlite');
    const response = await t.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // WebAssembly (the door's QR reader) may compile; JavaScript's eval stays forbidden.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('openstreetmap');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The old header agrees with frame-ancestors 'none' (helmet's default would allow our own origin).
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('locally, over plain http, never ask browsers for HTTPS', async () => {
    t = await createTestApp('sqlite');
    for (const url of ['/', '/api/dates']) {
      const response = await t.app.inject(url);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('where the sites are served over HTTPS, pages and API answers send HSTS', async () => {
    t = await createTestApp('sqlite', { env: { APP_ENV: 'staging', SMS_WEBHOOK_SECRET: 'w'.repeat(32) } });
    for (const url of ['/', '/api/dates']) {
      const response = await t.app.inject(url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('in production allow exactly the third parties the environment turns on', async () => {
    t = await createTestApp('sqlite', {
      env: {
        APP_ENV: 'production',
        TEXTLOCAL_API_KEY: 'key',
        TEXTLOCAL_INBOX_ID: '10',
      },
    });
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).toContain('https://fonts.googleapis.com');
    expect(csp).toContain('upgrade-insecure-requests');
  });
});
