import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

const errorShape = { error: { code: expect.any(String), message: expect.any(String) } };

describeEachDatabase('errors at the edge', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMITS: 'on' } });
  });
  afterEach(() => t.close());

  it('a malformed URL is a 400 in the API error shape, without echoing the path', async () => {
    for (const url of ['/api/bookings/%', '/api/bookings/%zz', '/%', '/api/admin/bookings/%E0%A4']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'bad_url', message: 'The address is not a valid URL (a stray % sign?).' },
      });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('every 429 says how many seconds to wait in Retry-After', async () => {
    // However the limits are set: ask from one address until one refuses.
    let refused: Awaited<ReturnType<TestApp['app']['inject']>> | undefined;
    for (let i = 0; i < 200 && !refused; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in-link/request',
        payload: { email: `visitor${i}@example.org` },
        remoteAddress: '203.0.113.9',
      });
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(200);
    }
    expect(refused, 'a limit per client address').toBeDefined();
    expect(refused?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    const seconds = Number(refused?.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(24 * 60 * 60);
    // Waiting that long is enough.
    t.clock.advance(seconds / 60);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in-link/request',
      payload: { email: 'later@example.org' },
      remoteAddress: '203.0.113.9',
    });
    expect(later.statusCode).toBe(200);
  });
});

describeEachDatabase('requests Node cannot read, on a real socket', (kind) => {
  let t: TestApp;
  let port: number;
  beforeEach(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterEach(() => t.close());

  function rawExchange(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });
  }

  it('a broken request line is a 400 in the API error shape', async () => {
    const answer = await rawExchange('GET /api/dates HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'bad_request', message: 'The request could not be read.' },
    });
  });

  it('headers too large are a 431 in the API error shape', async () => {
    const status = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { port, host: '127.0.0.1', path: '/api/dates', headers: { 'x-filler': 'a'.repeat(20_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status.status).toBe(431);
    expect(JSON.parse(status.body)).toEqual(errorShape);
  });
});
