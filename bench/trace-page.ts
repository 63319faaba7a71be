// `npx tsx bench/trace-page.ts`: where the main thread of each visitor page goes on a slow
// phone (issue 27, decision 0066). Loads each page in Chromium with its CPU slowed
// (TRACE_CPU_SLOWDOWN, default 8) and a 390 px phone's screen, no network throttling, records
// a trace and a V8 CPU profile until the network has been quiet, and prints: long tasks, the
// main thread's time by kind of work (script evaluation, script run, style & layout, …) in
// each phase (before the scripts, until the API's first answer, after it), and the profile's
// self time by package. Build with `npx vite build --sourcemap` to have packages, not files.
// WEB_DIST picks the build served; TRACE_PAGES=home,history the pages (ids of
// bench/visitor-pages.ts); TRACE_RUNS the runs; TRACE_OUT=<folder> keeps the raw traces and
// profiles. Load moves absolute figures: compare shares, and builds measured in turn.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, loadAverage, phoneTab, untilQuiet } from './phone-browser';
import { startServers } from './servers';
import { type CpuProfile, summarizeProfile, summarizeTrace, type TraceEvent } from './trace-summary';
import { chosenPages, visitorPages } from './visitor-pages';

const SLOWDOWN = Number(process.env.TRACE_CPU_SLOWDOWN ?? 8);
const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const WEB_DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../dist/web');
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];

const ms = (value: number) => value.toFixed(0).padStart(6);

async function main(): Promise<void> {
  const servers = await startServers({ appInThisProcess: true });
  const browser = await launchChromium();
  try {
    const pages = chosenPages(await visitorPages(servers), 'TRACE_PAGES');
    console.log(`CPU ${SLOWDOWN}× slower, ${WEB_DIST}, load average ${loadAverage()}`);
    for (const page of pages) {
      for (let run = 0; run < RUNS; run++) {
        const { context, tab, cdp } = await phoneTab(browser, SLOWDOWN, page.headers);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
        await browser.startTracing(tab, { categories: CATEGORIES });
        await cdp.send('Profiler.start');
        const url = `${servers.appUrl}${page.path}`;
        await tab.goto(url, { waitUntil: 'load' });
        await untilQuiet(tab);
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        await context.close();
        const out = process.env.TRACE_OUT;
        if (out) {
          mkdirSync(out, { recursive: true });
          const stem = path.join(out, `${page.name.replace(/\W+/g, '-')}-${run}`);
          writeFileSync(`${stem}.trace.json`, JSON.stringify(trace));
          writeFileSync(`${stem}.cpuprofile`, JSON.stringify(profile));
        }
        report(page.name, summarizeTrace(trace.traceEvents, url), summarizeProfile(profile, WEB_DIST));
      }
    }
  } finally {
    await browser.close();
    await servers.close();
  }
}

function report(
  name: string,
  trace: ReturnType<typeof summarizeTrace>,
  packages: ReturnType<typeof summarizeProfile>,
): void {
  console.log(
    `\n## ${name} (load average ${loadAverage()})\nmain thread busy ${ms(trace.busyMs)} ms (CPU ${ms(trace.cpuMs)} ms: ${Object.entries(
      trace.cpuByPhase,
    )
      .map(([phase, time]) => `${phase} ${time.toFixed(0)}`)
      .join(
        ', ',
      )}); long tasks ${trace.longTasks}, blocking ${ms(trace.blockingMs)} ms, longest ${ms(trace.longestMs)} ms`,
  );
  const kinds = [...new Set(Object.values(trace.byPhase).flatMap((row) => Object.keys(row)))].sort();
  console.log(`| phase | ${kinds.join(' | ')} |`);
  for (const [phase, row] of Object.entries(trace.byPhase)) {
    console.log(`| ${phase} | ${kinds.map((kind) => ms(row[kind] ?? 0)).join(' | ')} |`);
  }
  const busy = [...packages].filter(([label]) => label !== '(idle)' && label !== '(root)');
  const total = busy.reduce((sum, [, time]) => sum + time, 0);
  console.log(`CPU profile, ${total.toFixed(0)} ms busy, self time by package:`);
  for (const [label, time] of busy.sort((a, b) => b[1] - a[1]).slice(0, 14)) {
    console.log(`  ${((100 * time) / total).toFixed(1).padStart(5)}%  ${ms(time)} ms  ${label}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
