import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poCatalogs } from '../../scripts/po-catalogs';
import { useE2eSession } from './support/browser';
import { fakeCameraFlags, writeQrVideo } from './support/fake-camera';
import { eventually } from './support/page';

// The QR scanner hook reading a ticket's code from a camera stream: Chromium's fake camera
// plays a video of the code. Linux Chromium has no BarcodeDetector of its own, so this is the
// ZXing WebAssembly reader. The hook is mounted alone on a small test page built here with
// Vite into a copy of the app's build, so the real server serves it: with its own
// Content-Security-Policy, and the reader's .wasm file from its own assets.

const HARNESS_BASE = '/qr-harness/';
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Shaped like a booking id, which is what a ticket's QR code holds. */
const BOOKING_ID = randomBytes(16).toString('base64url');

const workDir = mkdtempSync(path.join(tmpdir(), 'visitpass-qr-'));
const webDist = path.join(workDir, 'web');
const video = path.join(workDir, 'ticket.y4m');
// Chromium reads the video when it starts, so it must exist before the session's hooks run.
writeQrVideo(video, BOOKING_ID);

describe('QR scanner', () => {
  // Registered before the session's hooks, so the page is built before the server starts.
  beforeAll(async () => {
    cpSync(path.join(ROOT, 'dist/web'), webDist, { recursive: true });
    await build({
      root: path.join(import.meta.dirname, 'qr-scanner'),
      base: HARNESS_BASE,
      configFile: false,
      logLevel: 'warn',
      // The scanner's words come from the staff site's catalog, as on the door.
      plugins: [react(), poCatalogs()],
      // Built under the test runner's NODE_ENV, so React's development build: large, and fine here.
      build: { outDir: path.join(webDist, HARNESS_BASE), emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    });
  });
  const session = useE2eSession({ WEB_DIST: webDist }, fakeCameraFlags(video));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  /** Every address the page asks for, to prove nothing is fetched from anywhere else. */
  function recordRequests(page: Page): { url: string; status: number; type: string }[] {
    const seen: { url: string; status: number; type: string }[] = [];
    page.on('requestfinished', async (request) => {
      const response = await request.response();
      seen.push({
        url: request.url(),
        status: response?.status() ?? 0,
        type: (await response?.headerValue('content-type')) ?? '',
      });
    });
    page.on('requestfailed', (request) => seen.push({ url: request.url(), status: 0, type: '' }));
    return seen;
  }

  const codesRead = (page: Page) => page.getByRole('list', { name: 'Codes read' }).getByRole('listitem');

  it('reads the booking id from the camera once, with the reader served by our own server', async () => {
    const { page, context } = session;
    await context.grantPermissions(['camera']);
    const requests = recordRequests(page);
    await page.goto(session.url(`${HARNESS_BASE}index.html`));

    await eventually(() => codesRead(page).allTextContents()).toEqual([BOOKING_ID]);
    expect(await page.getByTestId('status').textContent()).toBe('scanning');
    // The video loops with the code always in view: still one scan some frames later.
    await page.waitForTimeout(1500);
    expect(await codesRead(page).allTextContents()).toEqual([BOOKING_ID]);

    const origin = new URL(session.url('/')).origin;
    const wasm = requests.filter((request) => request.url.endsWith('.wasm'));
    expect(wasm).toEqual([
      {
        url: expect.stringMatching(
          new RegExp(`^${origin}${HARNESS_BASE}assets/zxing_reader-[\\w-]+\\.wasm$`),
        ),
        status: 200,
        type: 'application/wasm',
      },
    ]);
    const elsewhere = requests.filter((request) => new URL(request.url).origin !== origin);
    expect(elsewhere).toEqual([]);
  });

  it('stops the camera when scanning is switched off', async () => {
    const { page, context } = session;
    await context.grantPermissions(['camera']);
    await page.goto(session.url(`${HARNESS_BASE}index.html`));
    await eventually(() => page.getByTestId('status').textContent()).toBe('scanning');
    const camera = await page.evaluateHandle(() => document.querySelector('video')?.srcObject as MediaStream);
    expect(await camera.evaluate((stream) => stream.getVideoTracks()[0].readyState)).toBe('live');

    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await eventually(() => page.getByTestId('status').textContent()).toBe('off');
    expect(await camera.evaluate((stream) => stream.getTracks().map((track) => track.readyState))).toEqual([
      'ended',
    ]);
    expect(await page.evaluate(() => document.querySelector('video')?.srcObject ?? null)).toBeNull();
  });

  it('says in plain words when the camera is refused, and starts once it is allowed', async () => {
    const { page, context } = session;
    // Not granted: headless Chromium refuses the request, as a person pressing Block would.
    await page.goto(session.url(`${HARNESS_BASE}index.html`));
    await eventually(() => page.getByRole('alert').textContent()).toContain(
      'The camera is blocked. Allow this site to use the camera in the browser’s settings, then try again.',
    );
    expect(await page.getByTestId('status').textContent()).toBe('failed');

    await context.grantPermissions(['camera']);
    await page.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => codesRead(page).allTextContents()).toEqual([BOOKING_ID]);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
