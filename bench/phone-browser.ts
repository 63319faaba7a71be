import { readFileSync } from 'node:fs';
import { uptime } from 'node:os';
import { type Browser, chromium, type Page } from 'playwright-core';

// What the browser benchmarks share (bench/trace-page.ts, bench/interactions.ts, and the
// slowdowns for bench/lighthouse.ts): Debian's Chromium, a page at a 390 px phone's size with
// its CPU really slowed through CDP, waiting until the page has settled, and the machine's
// load to print beside the figures.

/**
 * The CPU slowdowns a run measures, from a list such as `4,8` in the variable `name` (issue 27
 * asks for Lighthouse's own 4× and a low-end phone's 8×, the default).
 */
export function cpuSlowdowns(name: string): number[] {
  const slowdowns = (process.env[name] ?? '4,8').split(',').map(Number);
  if (slowdowns.some((slowdown) => !(slowdown >= 1))) {
    throw new Error(`${name}: ${process.env[name]} is no list of slowdowns such as 4,8`);
  }
  return slowdowns;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
}

/** In the page: when its last long task ended, so that a run waits until the page has settled. */
const QUIET_WATCH = `window.__lastLongTask = 0; new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.__lastLongTask = task.startTime + task.duration;
}).observe({ type: 'longtask', buffered: true });`;

/**
 * A new browser context with one tab at a phone's size, its CPU `slowdown` times slower, sending
 * `headers` with every request. The tab is not navigated yet, so that tracing can start first.
 */
export async function phoneTab(browser: Browser, slowdown: number, headers: Record<string, string> = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: headers,
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await tab.addInitScript(QUIET_WATCH);
  return { context, tab, cdp };
}

/** Until the network has been quiet and no long task has run for three seconds (a minute at most). */
export async function untilQuiet(tab: Page): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await tab.waitForLoadState('networkidle');
    const quietFor = await tab.evaluate(
      () => performance.now() - (window as unknown as { __lastLongTask: number }).__lastLongTask,
    );
    if (quietFor > 3000) return;
    await tab.waitForTimeout(1000);
  }
}

/** The machine's load averages (1, 5, 15 minutes) and how long it has been up. */
export function loadAverage(): string {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return `${load} (up ${(uptime() / 60).toFixed(0)} min)`;
}
