import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// The installable staff app (decision 0059): its service worker and manifest are served on the
// admin host, never cached for long, and are not there at all on the visitor site.

describe('the staff app files', () => {
  let t: TestApp;
  let webDist: string;

  beforeEach(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'visitpass-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(webDist, 'sw.js'), 'const STAFF_PRECACHE = {};');
    writeFileSync(path.join(webDist, 'staff.webmanifest'), '{"name":"Staff site"}');
    t = await createTestApp('sqlite', { env: { WEB_DIST: webDist } });
  });
  afterEach(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });

  it('serves the worker on the admin host with its scope and no long cache', async () => {
    const answer = await get('/sw.js', 'admin.localhost:3000');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('const STAFF_PRECACHE = {};');
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['service-worker-allowed']).toBe('/');
  });

  it('serves the manifest on the admin host as a manifest', async () => {
    const answer = await get('/staff.webmanifest', 'admin.localhost:3000');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('has neither on the visitor site', async () => {
    for (const url of ['/sw.js', '/staff.webmanifest']) {
      const answer = await get(url, 'localhost:3000');
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['service-worker-allowed'], url).toBeUndefined();
    }
  });
});
