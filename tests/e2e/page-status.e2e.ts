import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from './support/raw-get';
import { type RunningServer, startServer } from './support/server';

// The HTTP status of the app's page: 200 where the visitor site has a page, 404 elsewhere
// (with the same page, which then shows "not found"), whatever the staff site's paths.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the status of a page address', () => {
  it('is 200 for the pages of the visitor site', async () => {
    for (const path of ['/', '/bookings', '/digital-museum', '/set-password?token=x', '/dev/mailbox']) {
      const answer = await rawGet(`${server.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toContain('<div id="root">');
    }
  });

  it('is 404 for any other path or an unknown booking, with the same page so the app can say so', async () => {
    for (const path of [
      '/no-such-page',
      '/booking',
      '/booking/a/b',
      '/BOOKINGS',
      '/assets/missing.js',
      // A well-formed id no booking has (one that exists is 200: web-app.api.test.ts).
      '/booking/AbCdEfGhIjKlMnOpQrStUv',
      '/feedback/AbCdEfGhIjKlMnOpQrStUv',
    ]) {
      const answer = await rawGet(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.body.toString(), path).toContain('<div id="root">');
    }
  });

  it('leaves the staff site to its own router', async () => {
    const port = new URL(server.url).port;
    const answer = await rawGet(`${server.url}/door`, { host: `admin.localhost:${port}` });
    expect(answer.status).toBe(200);
  });
});
