// `npm run bench:interactions`: how fast the home page answers a signed-in visitor on a slow
// phone (issue 27: Interaction to Next Paint under 200 ms at 8×). For each CPU slowdown
// (INTERACTIONS_CPU_SLOWDOWN, default "4,8"), INTERACTIONS_RUNS runs (default 3) of: the page
// loaded in Chromium at a 390 px phone's size with its CPU really slowed (CDP), left to settle,
// then a visitor's real inputs: a click on a date in the calendar, ArrowDown in the slot list
// (a phone's native picker cannot be driven; the keyboard is a real input too), and a click on
// 'Add Person' after filling the form. Each input's latency comes from the browser's Event
// Timing API (bench/event-timing.ts); the table gives each one's median run and its parts. The
// real server on a fresh SQLite database with the weekly slots serves the built web app
// (WEB_DIST picks another build, for two builds measured in turn). INTERACTIONS_PROFILE=<folder>
// prints and keeps a CPU profile of each action. The load moves the figures: print it beside them.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { longDateParts } from '../src/shared/rules/format-date';
import { signIn } from '../src/test/sign-in';
import type { TestApp } from '../src/test/test-app';
import { webTexts } from '../src/test/web-texts';
import {
  type ActionLatency,
  actionLatency,
  EVENT_WATCH,
  type EventEntry,
  latencyMs,
  medianRun,
} from './event-timing';
import { cpuSlowdowns, launchChromium, loadAverage, phoneTab, untilQuiet } from './phone-browser';
import { type BenchServers, startServers } from './servers';
import { type CpuProfile, summarizeProfile } from './trace-summary';

const SLOWDOWNS = cpuSlowdowns('INTERACTIONS_CPU_SLOWDOWN');
const RUNS = Number(process.env.INTERACTIONS_RUNS ?? 3);
const ACTIONS = ['pick a date', 'pick a slot', 'add a person'] as const;
type Action = (typeof ACTIONS)[number];
const t = webTexts('en');
const WEB_DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../dist/web');

interface PageState {
  now: number;
  interactions: number;
  entries: EventEntry[];
}

const pageState = (tab: Page) =>
  tab.evaluate(
    (): PageState => ({
      now: performance.now(),
      interactions: (performance as unknown as { interactionCount: number }).interactionCount,
      entries: (window as unknown as { __eventEntries: EventEntry[] }).__eventEntries,
    }),
  );

/**
 * With INTERACTIONS_PROFILE=<folder>, the JavaScript each action ran until what the visitor sees
 * (its interaction and what follows, such as a fetch's answer): by package and file (build with
 * --sourcemap), and its V8 CPU profile kept in the folder, for DevTools.
 */
async function profiled(cdp: CDPSession, action: Action, name: string, work: () => Promise<void>) {
  const folder = process.env.INTERACTIONS_PROFILE;
  if (!folder) return work();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
  const busy = [...summarizeProfile(profile, WEB_DIST)].filter(([label]) => !label.startsWith('('));
  const top = busy.sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.error(`  ${action}: ${top.map(([label, time]) => `${label} ${time.toFixed(0)} ms`).join(', ')}`);
}

/** One user action's latency: `act` is the input, `done` waits for what the visitor then sees. */
async function measure(
  { tab, cdp, run }: { tab: Page; cdp: CDPSession; run: string },
  action: Action,
  act: () => Promise<void>,
  done: () => Promise<void>,
) {
  const before = await pageState(tab);
  await profiled(cdp, action, `${run}-${action.replaceAll(' ', '-')}`, async () => {
    await act();
    await done();
  });
  // The entries come once the interaction's frame is presented; by a settled page they are in.
  await untilQuiet(tab);
  const after = await pageState(tab);
  return actionLatency(action, after.entries, before.now, after.interactions - before.interactions);
}

/** The calendar's button for a date, named as the calendar reads it out ('3 December 2026, Thursday'). */
function dayButton(tab: Page, date: string): Locator {
  const { weekday, dayMonthYear } = longDateParts(date);
  return tab.getByRole('button', { name: new RegExp(`^${dayMonthYear}, ${weekday}`) });
}

/** A `name=value; …` cookie header as the browser's cookies for the app's address. */
const cookiesOf = (header: string, url: string) =>
  header.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url };
  });

async function oneRun(
  servers: BenchServers,
  slowdown: number,
  run: number,
): Promise<Record<Action, ActionLatency>> {
  const harness = { app: servers.app, database: servers.database, services: servers.services } as TestApp;
  // A visitor of its own per run, so every run starts from the same empty booking.
  const visitor = await signIn(harness, `interactions-${slowdown}-${run}@example.org`, {
    displayName: 'Asha Verma',
  });
  const browser = await launchChromium();
  try {
    const phone = { ...(await phoneTab(browser, slowdown)), run: `${slowdown}x-${run + 1}` };
    const { context, tab } = phone;
    tab.setDefaultTimeout(120_000);
    await context.addCookies(cookiesOf(visitor.cookie, servers.appUrl));
    await tab.addInitScript(EVENT_WATCH);
    await tab.goto(`${servers.appUrl}/`, { waitUntil: 'load' });
    await tab.locator('.rdp-month').first().waitFor();
    const day = dayButton(tab, servers.offeredDate);
    while (!(await day.isVisible())) await tab.getByRole('button', { name: t('calendar.nextMonth') }).click();
    await untilQuiet(tab);

    const slots = tab.getByLabel(t('selectTimeSlot'));
    const date = await measure(
      phone,
      'pick a date',
      () => day.click(),
      () => slots.waitFor(),
    );
    const slot = await measure(
      phone,
      'pick a slot',
      () => slots.press('ArrowDown'),
      () => tab.locator('#choose-slot .slot-summary').waitFor(),
    );

    const form = tab.locator('#add-visitors');
    await form.getByPlaceholder(t('visitors.namePlaceholder')).fill('Asha Verma');
    await form.getByPlaceholder(t('visitors.documentPlaceholder')).fill('ASHA12345');
    await form
      .getByRole('group', { name: t('visitors.gender') })
      .getByLabel(t('person.gender.F'))
      .check();
    await form.getByLabel(t('visitors.dob')).fill('1990-04-12');
    await form
      .getByRole('group', { name: t('visitors.nationality') })
      .getByLabel(t('person.nationality.IN'))
      .check();
    await untilQuiet(tab);
    const person = await measure(
      phone,
      'add a person',
      () => form.getByRole('button', { name: t('visitors.addPerson') }).click(),
      () => form.getByText(t('visitors.added', { name: 'Asha Verma' })).waitFor(),
    );
    return { 'pick a date': date, 'pick a slot': slot, 'add a person': person };
  } finally {
    await browser.close();
  }
}

const ms = (latency: ActionLatency) => (latency.fast ? '≤ 16' : latency.interaction.latencyMs.toFixed(0));

function row(slowdown: number, action: Action, runs: ActionLatency[], load: string): string {
  const median = medianRun(runs);
  const parts = median.fast
    ? '–'
    : [median.interaction.inputDelayMs, median.interaction.processingMs, median.interaction.presentationMs]
        .map((part) => part.toFixed(0))
        .join(' / ');
  const events = median.fast ? '–' : [...new Set(median.interaction.events)].join(', ');
  return `| ${slowdown}× | ${action} | ${ms(median)} | ${runs.map(ms).join(', ')} | ${parts} | ${events} | ${load} |`;
}

async function main(): Promise<void> {
  const servers = await startServers({ appInThisProcess: true });
  const lines: string[] = [];
  try {
    for (const slowdown of SLOWDOWNS) {
      const runs: Record<Action, ActionLatency>[] = [];
      for (let run = 0; run < RUNS; run++) {
        const measured = await oneRun(servers, slowdown, run);
        runs.push(measured);
        const figures = ACTIONS.map((action) => `${action} ${latencyMs(measured[action])} ms`);
        console.error(`${slowdown}×, run ${run + 1}: ${figures.join(', ')}`);
      }
      const load = loadAverage().split(' ')[0] ?? '';
      for (const action of ACTIONS)
        lines.push(
          row(
            slowdown,
            action,
            runs.map((r) => r[action]),
            load,
          ),
        );
    }
  } finally {
    await servers.close();
  }
  console.log(
    `\nInteraction to Next Paint (Event Timing), Chromium at 390 px, CPU slowed by CDP, median of ${RUNS} runs; load average now ${loadAverage()}\n`,
  );
  console.log(
    '| CPU | interaction | INP | runs (ms) | median run: input delay / processing / presentation (ms) | events | load (1 min) |',
  );
  console.log('| --- | --- | ---: | --- | --- | --- | ---: |');
  for (const line of lines) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
