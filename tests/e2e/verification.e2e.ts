import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page, Route } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poCatalogs } from '../../scripts/po-catalogs';
import { texts } from '../../src/shared/texts';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { readSql, runSql } from './support/db';
import { eventually } from './support/page';
import { signInThroughApi } from './support/sign-in';

// The verification panel in Chromium against the real server and database. The panel is
// mounted alone on a small test page (built here with Vite and served on the server's own
// origin), so it can be driven through every state without the rest of the booking form.

const HARNESS_BASE = '/panel-harness/';
const KEYWORD = /^SAIRAM \d{4}$/;

describe('verification panel', () => {
  const session = useE2eSession();
  let harnessDir: string;

  beforeAll(async () => {
    harnessDir = mkdtempSync(path.join(tmpdir(), 'visitpass-panel-'));
    await build({
      root: path.join(import.meta.dirname, 'verification-panel'),
      base: HARNESS_BASE,
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), poCatalogs()],
      // Built under the test runner's NODE_ENV, so React's development build: large, and fine here.
      build: { outDir: harnessDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    });
  });
  afterAll(() => rmSync(harnessDir, { recursive: true, force: true }));

  async function serveHarness(page: Page) {
    await page.route(`**${HARNESS_BASE}**`, (route: Route) => {
      const file = new URL(route.request().url()).pathname.slice(HARNESS_BASE.length) || 'index.html';
      return route.fulfill({ path: path.join(harnessDir, file) });
    });
  }

  function challengeRows() {
    return readSql<{ id: string; keyword: string }>(
      session.server,
      'SELECT id, keyword FROM brindavan_verifications',
    );
  }

  async function openPanel(page: Page, email: string) {
    await serveHarness(page);
    await signInThroughApi(session, page.request, email);
    await page.goto(session.url(`${HARNESS_BASE}index.html?countryCode=91&mobile=9876543210`));
    const keyword = page.locator('.keyword-copy__keyword');
    await eventually(() => keyword.textContent()).toMatch(KEYWORD);
    return (await keyword.textContent()) as string;
  }

  it('shows what to send, copies it, and verifies once the simulated SMS arrives', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const keyword = await openPanel(page, 'panel-visitor@example.org');

    // One challenge, even though StrictMode runs the panel's effects twice.
    expect(challengeRows().map((row) => row.keyword)).toEqual([keyword]);
    await eventually(() => page.getByText('capital or small letters, both work').isVisible()).toBe(true);
    expect(await page.locator('.verification-panel__number').textContent()).toBe('+919000000001');
    expect(await page.getByRole('link', { name: texts.sendUsingThisDevice }).getAttribute('href')).toBe(
      `sms:+919000000001?body=${keyword.replace(' ', '%20')}`,
    );
    const qr = page.getByRole('img', { name: /QR code/ });
    await expect
      .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(250);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expectNoAxeViolations(page);

    // Every button of the panel is one of the site's pill buttons, not a native grey one.
    const shapes = await page
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).borderRadius));
    expect(shapes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(shapes)).toEqual(new Set(['999px']));
    await page.getByRole('button', { name: 'Copy keyword' }).click();
    await eventually(() => page.getByText('Copied', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keyword);

    // Validate before any SMS: the spec's "not received", and Validate stays offered.
    await page.getByRole('button', { name: texts.validate }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe(texts.smsNotReceived);
    expect(await page.getByRole('button', { name: texts.validate }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Simulate SMS' }).click();
    await eventually(() => page.getByText('Simulated SMS delivered').isVisible()).toBe(true);

    // Hold the check's answer to see the processing state: only CANCEL and a progress bar.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/verifications/*/check', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: texts.validate }).click();
    await eventually(() => page.getByRole('progressbar').isVisible()).toBe(true);
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/verification-processing.png` });
    // The site's own bar, not the browser's default one.
    expect(await page.getByRole('progressbar').evaluate((bar) => getComputedStyle(bar).appearance)).toBe(
      'none',
    );
    expect(await page.getByRole('button').allTextContents()).toEqual([texts.cancel]);
    release();

    await eventually(() => page.getByRole('status').filter({ hasText: texts.smsReceived }).count()).toBe(1);
    const [row] = challengeRows();
    expect(await page.getByTestId('outcome').textContent()).toBe(`verified ${row?.id}`);
    expect(await page.getByRole('button').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('CANCEL hands control back to the booking form', async () => {
    const { page } = session;
    await openPanel(page, 'panel-cancel@example.org');
    await page.getByRole('button', { name: texts.cancel }).click();
    await eventually(() => page.getByTestId('outcome').textContent()).toBe('cancelled');
  });

  it('after the keyword expired, says so and offers a new keyword', async () => {
    const { page } = session;
    const first = await openPanel(page, 'panel-expired@example.org');
    const expired = runSql(
      session.server,
      "UPDATE brindavan_verifications SET expires_at = '2000-01-01T00:00:00.000Z' WHERE keyword = ?",
      first,
    );
    expect(expired).toBe(1);
    await page.getByRole('button', { name: texts.validate }).click();
    const alert = page.getByRole('alert');
    await eventually(() => alert.textContent()).toContain(texts.mobileVerificationExpired);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await page.getByRole('button', { name: texts.validate }).count()).toBe(0);

    await session.forgetRefusedCall('/api/verifications/', 410);
    await page.getByRole('button', { name: 'Get a new keyword' }).click();
    const keyword = page.locator('.keyword-copy__keyword');
    await eventually(() => keyword.textContent()).toMatch(KEYWORD);
    expect(await page.getByRole('button', { name: texts.validate }).isVisible()).toBe(true);
  });

  it('signed out, explains why no keyword came and offers to try again', async () => {
    const { page } = session;
    await serveHarness(page);
    await page.goto(session.url(`${HARNESS_BASE}index.html`));
    const alert = page.getByRole('alert');
    await eventually(() => alert.textContent()).toContain('Please login to continue booking!');
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await session.forgetRefusedCall('/api/verifications', 401);
  });
});
