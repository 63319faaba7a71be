// `npm run bench`: load each scenario of bench/scenarios/ (in file-name order) with autocannon
// and print req/s, p99 latency, the ratio to the bare Fastify route, the servers' CPU time per
// request and how busy they were; time each one-off scenario once (kind 'timed'); then the
// festival morning. Every server and every load generator runs in a process of its own
// (decision 0050), and a yardstick check shows the bare route is served at its full rate.
// Not part of npm test. Settings: see the README's "Measured figures" section.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { festivalMorning } from './festival';
import { type LoadSettings, loadSettingsFromEnv, type Measurement, measureLoad } from './load';
import { machineLoad } from './machine';
import { initPgbench, pgbenchDatabase, runPgbench } from './pgbench';
import { type ServerProcess, startServerProcess } from './processes';
import type { BenchScenario, TimedScenario } from './scenario';
import { startServers } from './servers';
import { busyText, count, ratioText, within } from './stats';

const settings = loadSettingsFromEnv();
const ONLY = process.env.BENCH_ONLY;
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const PGBENCH = process.env.BENCH_PGBENCH === '1';
/** How far the bare route in the table may be from the bare route measured alone. */
const SAME_RATE = 0.05;

const wanted = (name: string) => !ONLY || name.includes(ONLY);

async function loadScenarios(): Promise<(BenchScenario | TimedScenario)[]> {
  const folder = path.join(import.meta.dirname, 'scenarios');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const scenarios: (BenchScenario | TimedScenario)[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(folder, file)).href)) as {
      scenario: BenchScenario | TimedScenario;
    };
    scenarios.push(module.scenario);
  }
  // The bare route always runs: every ratio is taken to it.
  return scenarios.filter((scenario, index) => index === 0 || wanted(scenario.name));
}

/** The servers a load goes to: those at the origin of one of the load's URLs. */
function serversOf(url: string | string[], servers: ServerProcess[]): ServerProcess[] {
  const origins = (Array.isArray(url) ? url : [url]).map((target) => new URL(target).origin);
  return servers.filter((server) => origins.includes(new URL(server.url).origin));
}

/** The same bookings line on SQLite (one instance, a fresh file), for the CPU per booking beside PostgreSQL's. */
async function bookingsOnSqlite(scenario: BenchScenario): Promise<Measurement> {
  const sqlite = await startServers({ databaseUrl: null, instances: 1 });
  try {
    const request = await scenario.prepare(sqlite);
    return await measureLoad(request, sqlite.appProcesses, settings);
  } finally {
    await sqlite.close();
  }
}

/** A bare server started alone (nothing else of the bench running), measured, stopped. */
async function bareAlone(kind: 'fastify' | 'node', load: LoadSettings): Promise<Measurement> {
  const server = await startServerProcess('bare-server.ts', [kind]);
  try {
    return await measureLoad({ url: `${server.url}/bare` }, [server], load);
  } finally {
    await server.stop();
  }
}

function row(cells: string[]): string {
  const widths = [34, 9, 8, 7, 7, 11, 9];
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
    .join('  ');
}

async function main(): Promise<void> {
  const startLoad = machineLoad();
  console.error(`start: ${startLoad}`);
  if (PGBENCH && !DATABASE_URL) throw new Error('BENCH_PGBENCH=1 needs BENCH_DATABASE_URL');
  if (PGBENCH) {
    console.error('pgbench: initialising scale 10');
    await initPgbench(DATABASE_URL as string, pgbenchDatabase());
  }
  const fastifyAlone = await bareAlone('fastify', settings);
  const nodeAlone = await bareAlone('node', settings);
  console.error('measured the bare servers alone');

  const scenarios = await loadScenarios();
  const servers = await startServers();
  const allServers = [servers.bare, ...servers.appProcesses];
  const results: { name: string; measured: Measurement }[] = [];
  const timings: { name: string; ms: number; note: string }[] = [];
  let pgbenchTps: number | undefined;
  let sqliteBookings: Measurement | undefined;
  let festival: Awaited<ReturnType<typeof festivalMorning>> | undefined;
  try {
    for (const scenario of scenarios) {
      if (scenario.kind === 'timed') {
        timings.push({ name: scenario.name, ...(await scenario.run(servers)) });
        console.error(`timed ${scenario.name}`);
        continue;
      }
      const request = await scenario.prepare(servers);
      const measured = await measureLoad(request, serversOf(request.url, allServers), settings);
      console.error(`measured ${scenario.name}`);
      results.push({ name: scenario.name, measured });
      if (PGBENCH && scenario.besidePgbench) {
        pgbenchTps = await runPgbench(DATABASE_URL as string, pgbenchDatabase(), settings.seconds);
        console.error('measured pgbench');
        sqliteBookings = await bookingsOnSqlite(scenario);
        console.error(`measured ${scenario.name} on SQLite`);
      }
    }
    if (wanted('festival morning')) festival = await festivalMorning(servers);
  } finally {
    await servers.close();
  }

  const database = DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const instances = servers.appUrls.length;
  console.log(`\nstart: ${startLoad}`);
  console.log(
    `${settings.seconds} s per route after ${settings.warmUpSeconds} s of warm-up, ${settings.connections} connections, ` +
      `${settings.workers} generator thread${settings.workers > 1 ? 's' : ''}, ${database}, ` +
      `${instances} app instance${instances > 1 ? 's' : ''}, Node ${process.version}`,
  );

  const bare = results[0]?.measured as Measurement;
  console.log('\nThe yardstick (each server in a process of its own, the generator in another):');
  console.log(
    `  bare Fastify alone, before the app started  ${count(fastifyAlone.rate).padStart(8)} req/s, server busy ${busyText(fastifyAlone.serverCpuMicros, fastifyAlone.wallMicros)}`,
  );
  const same = within(bare.rate, fastifyAlone.rate, SAME_RATE);
  console.log(
    `  bare Fastify in the table below             ${count(bare.rate).padStart(8)} req/s, ${ratioText(bare.rate, fastifyAlone.rate)} of alone: ` +
      (same
        ? `within ${100 * SAME_RATE}%`
        : `NOT within ${100 * SAME_RATE}%: the machine was busy, run again`),
  );
  const headroom = nodeAlone.rate > fastifyAlone.rate * (1 + SAME_RATE);
  console.log(
    `  bare node:http alone                        ${count(nodeAlone.rate).padStart(8)} req/s, ${ratioText(nodeAlone.rate, fastifyAlone.rate)} of Fastify: ` +
      (headroom
        ? 'the generator outruns Fastify, so Fastify is not generator-bound'
        : 'NO headroom: the generator may be the limit (try BENCH_GENERATOR_WORKERS=2)'),
  );

  console.log('');
  console.log(row(['route', 'req/s', 'p99 ms', 'ratio', 'errors', 'CPU µs/req', 'busy']));
  for (const { name, measured } of results) {
    const { result } = measured;
    console.log(
      row([
        name,
        count(measured.rate),
        result.latency.p99.toFixed(1),
        ratioText(measured.rate, bare.rate),
        String(result.errors + result.timeouts + result.non2xx),
        (measured.serverCpuMicros / Math.max(1, result.requests.total)).toFixed(0),
        busyText(measured.serverCpuMicros, measured.wallMicros),
      ]),
    );
  }
  const bookings = results.find(({ name }) => name === 'POST /api/bookings')?.measured;
  const perBooking = (measured: Measurement) =>
    measured.serverCpuMicros / Math.max(1, measured.result.requests.total - measured.result.non2xx);
  if (bookings) {
    console.log(
      `\nBookings on ${database}: ${count(bookings.rate)}/s, ${perBooking(bookings).toFixed(0)} µs of app CPU ` +
        `per booking (all ${instances} app process${instances > 1 ? 'es' : ''})`,
    );
  }
  if (bookings && pgbenchTps !== undefined) {
    console.log(
      `pgbench -N -c 20 -j 2 -T ${settings.seconds} (scale 10), right after: ${count(pgbenchTps)} tps; ` +
        `bookings/s ÷ pgbench tps = ${(bookings.rate / pgbenchTps).toFixed(3)}`,
    );
  }
  if (bookings && sqliteBookings) {
    console.log(
      `Bookings on SQLite (1 instance), right after: ${count(sqliteBookings.rate)}/s, ` +
        `${perBooking(sqliteBookings).toFixed(0)} µs of app CPU per booking; ` +
        `${database}'s CPU per booking ÷ SQLite's = ${ratioText(perBooking(bookings), perBooking(sqliteBookings))}`,
    );
  }
  if (timings.length > 0) {
    console.log('\nTimed once:');
    for (const { name, ms, note } of timings)
      console.log(`${name.padEnd(44)}  ${ms.toFixed(0).padStart(6)} ms  ${note}`);
  }
  if (festival) {
    console.log('\nFestival morning:');
    for (const line of festival.lines) console.log(line);
  }
  console.log(`\nend: ${machineLoad()}`);
  if (festival && festival.failures.length > 0) {
    console.error(`\nFESTIVAL MORNING FAILED:\n${festival.failures.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
