import { afterEach, expect, it } from 'vitest';
import { captureLog } from '../../test/log-capture';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

describeEachDatabase('request ids', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('are on every answer, the API, a refusal, an unknown path and an unreadable one, each its own', async () => {
    t = await createTestApp(kind);
    const answers = await Promise.all(
      ['/api/site', '/api/no-such-route', '/api/bookings/%zz', '/visit'].map((url) => t.app.inject(url)),
    );
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(4);
  });

  it("take the proxy's id when it looks like one, and never a header that could forge log text", async () => {
    t = await createTestApp(kind);
    const asked = (id: string) =>
      t.app
        .inject({ url: '/api/site', headers: { 'x-request-id': id } })
        .then((a) => a.headers['x-request-id']);
    expect(await asked('3f0c8b1e-5d7a-4c1b-9e2f-0a1b2c3d4e5f')).toBe('3f0c8b1e-5d7a-4c1b-9e2f-0a1b2c3d4e5f');
    expect(await asked('bad id" level=fatal')).not.toContain('bad');
    expect(await asked('x'.repeat(500))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('label every log line of the request, and a 500 gives the id in its body', async () => {
    const log = captureLog();
    t = await createTestApp(kind, { logStream: log.stream });
    t.app.get('/api/test-failure', async () => {
      throw new Error('a bug');
    });
    const answer = await t.app.inject({
      url: '/api/test-failure',
      headers: { 'x-request-id': 'caddy-0001-abcdef' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['x-request-id']).toBe('caddy-0001-abcdef');
    expect(answer.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong on our side.',
        requestId: 'caddy-0001-abcdef',
      },
    });
    const lines = log.lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const ofRequest = lines.filter((line) => line.reqId === 'caddy-0001-abcdef').map((line) => line.msg);
    expect(ofRequest).toEqual(['incoming request', 'request failed', 'request completed']);
    expect(lines.filter((line) => line.reqId === undefined && line.msg.includes('request'))).toEqual([]);
  });
});
