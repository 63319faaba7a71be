import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { eventually } from './page';
import { type RunningServer, startServer } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export async function launchChromium(extraFlags: string[]): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install the Debian package 'chromium' or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
  });
}

export interface E2eSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh context per test: no cookies or storage carried over. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** An address on the visitor site. */
  url(path: string): string;
  /**
   * Console errors and page errors of the current test. The test fails when any remain;
   * a test that provokes one on purpose calls forgetRefusedCall.
   */
  readonly browserErrors: string[];
  /**
   * The browser logs every refused call as a console error; some are expected. Waits for the
   * log line (it may come a moment after the page shows the refusal), then drops it.
   */
  forgetRefusedCall(path: string, status: number): Promise<void>;
}

/**
 * Registers the hooks of an end-to-end test file: one server and one Chromium for the file,
 * a fresh browser context and page for each test, and a failure for any console error or
 * uncaught page error. `chromiumFlags` add to the usual switches (a fake camera, for example).
 */
export function useE2eSession(
  serverEnv: Record<string, string> = {},
  chromiumFlags: string[] = [],
): E2eSession {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(serverEnv), launchChromium(chromiumFlags)]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    errors = [];
    context = await (browser as Browser).newContext();
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    context.on('weberror', (webError) => errors.push(`page error: ${webError.error().message}`));
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
    expect(errors, 'the browser reported errors').toEqual([]);
  });

  const required = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not ready (used outside a test?)`);
    return value;
  };
  return {
    get server() {
      return required(server, 'server');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(context, 'context');
    },
    get page() {
      return required(page, 'page');
    },
    url: (path) => `${required(server, 'server').url}${path}`,
    get browserErrors() {
      return errors;
    },
    async forgetRefusedCall(path, status) {
      const refused = (error: string) => error.includes(`status of ${status}`) && error.includes(path);
      await eventually(async () => errors.some(refused)).toBe(true);
      errors = errors.filter((error) => !refused(error));
    },
  };
}
