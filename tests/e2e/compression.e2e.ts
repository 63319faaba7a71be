import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE } from '../../scripts/precompress';
import { STAFF_MANIFEST_PATH, STAFF_WORKER_PATH } from '../../src/shared/staff-app';
import { rawGet } from './support/raw-get';
import { type RunningServer, startServer } from './support/server';

const DIST = path.resolve(import.meta.dirname, '../../dist/web');

/** Every text file the build serves, as URL paths (the .br/.gz copies themselves excluded). */
function servedTextFiles(dir = DIST, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return servedTextFiles(full, `${prefix}/${name}`);
    return COMPRESSIBLE.test(name) ? [`${prefix}/${name}`] : [];
  });
}

/** The staff app's worker and manifest are served on the admin host alone (decision 0059). */
const STAFF_APP_FILES = [STAFF_WORKER_PATH, STAFF_MANIFEST_PATH];

let server: RunningServer;

/** A file as the browser gets it: the staff app's on the admin host, the rest on the visitor site. */
function getFile(file: string, headers: Record<string, string> = {}) {
  if (!STAFF_APP_FILES.includes(file)) return rawGet(`${server.url}${file}`, headers);
  return rawGet(`${server.url}${file}`, { ...headers, host: `admin.localhost:${new URL(server.url).port}` });
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('what the browser downloads', () => {
  const files = servedTextFiles();

  it('finds the built app to check', () => {
    expect(files).toContain('/index.html');
    for (const file of STAFF_APP_FILES) expect(files).toContain(file);
    expect(files.some((file) => file.startsWith('/assets/') && file.endsWith('.js'))).toBe(true);
  });

  it('sends every text file brotli-compressed to a browser that accepts it, else gzip, else plain', async () => {
    for (const file of files) {
      const original = readFileSync(path.join(DIST, file));
      const br = await getFile(file, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status, file).toBe(200);
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(br.headers.vary, file).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.body).equals(original), file).toBe(true);

      const gz = await getFile(file, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gz.body).equals(original), file).toBe(true);

      const plain = await getFile(file);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.headers.vary, file).toMatch(/accept-encoding/i);
      expect(plain.body.equals(original), file).toBe(true);
    }
  });

  it('caches hashed assets for good and has everything else checked again', async () => {
    for (const file of files) {
      const answer = await getFile(file, { 'accept-encoding': 'br' });
      const expected = file.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : file.endsWith('.html') || STAFF_APP_FILES.includes(file)
          ? 'no-cache'
          : 'public, max-age=300, must-revalidate';
      expect(answer.headers['cache-control'], file).toBe(expected);
      expect(answer.headers.etag, file).toBeTruthy();
    }
  });

  it('serves the app page for a client route compressed, never cached without a check, and 304 when unchanged', async () => {
    const first = await rawGet(`${server.url}/bookings`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.body).toString()).toContain('<div id="root">');

    const again = await rawGet(`${server.url}/bookings`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('compresses a large JSON answer on the fly and leaves a small one alone', async () => {
    const dates = await rawGet(`${server.url}/api/dates`);
    const date = (JSON.parse(dates.body.toString()) as { dates: string[] }).dates[0];
    expect(date).toBeTruthy();
    const slots = await rawGet(`${server.url}/api/slots?date=${date}`, { 'accept-encoding': 'br, gzip' });
    expect(slots.status).toBe(200);
    expect(slots.headers['content-encoding']).toBe('br');
    expect(slots.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(slots.body).toString())).toHaveProperty('slots');

    const health = await rawGet(`${server.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
