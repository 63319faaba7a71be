// `npm run bench`: load each scenario of bench/scenarios/ (in file-name order) with autocannon
// and print req/s, p99 latency, the ratio to the bare Fastify route and the CPU time per request;
// time each one-off scenario once (kind 'timed') and print its milliseconds. Not part of npm test.
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_ONLY (name substring),
// BENCH_DATABASE_URL (a PostgreSQL URL: the app runs on a fresh schema there instead of SQLite)
// and BENCH_INSTANCES (with PostgreSQL: app processes the read scenarios spread over).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { BenchScenario, TimedScenario } from './scenario';
import { startServers } from './servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = Math.min(3, SECONDS);

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
  const only = process.env.BENCH_ONLY;
  return scenarios.filter((scenario, index) => index === 0 || !only || scenario.name.includes(only));
}

function row(cells: string[]): string {
  const widths = [34, 10, 10, 12, 8, 10];
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
    .join('  ');
}

async function main(): Promise<void> {
  const scenarios = await loadScenarios();
  const servers = await startServers();
  const results: { name: string; result: Result; cpuMicros: number }[] = [];
  const timings: { name: string; ms: number; note: string }[] = [];
  try {
    for (const scenario of scenarios) {
      if (scenario.kind === 'timed') {
        timings.push({ name: scenario.name, ...(await scenario.run(servers)) });
        console.error(`timed ${scenario.name}`);
        continue;
      }
      const request = await scenario.prepare(servers);
      // The load generator runs in a worker thread, off the servers' event loop.
      const options = { ...request, connections: CONNECTIONS, workers: 1 };
      await autocannon({ ...options, duration: WARM_UP_SECONDS });
      const cpuBefore = process.cpuUsage();
      const result = await autocannon({ ...options, duration: SECONDS });
      const cpu = process.cpuUsage(cpuBefore);
      console.error(`measured ${scenario.name}`);
      results.push({ name: scenario.name, result, cpuMicros: cpu.user + cpu.system });
    }
  } finally {
    await servers.close();
  }

  const bareRate = results[0].result.requests.average;
  console.log(`\n${SECONDS} s per route, ${CONNECTIONS} connections, Node ${process.version}\n`);
  // CPU µs per request counts the whole process (the app and the load generator's thread): on a
  // machine shared with other work it moves far less than req/s does.
  console.log(row(['route', 'req/s', 'p99 ms', 'ratio', 'errors', 'CPU µs/req']));
  for (const { name, result, cpuMicros } of results) {
    const failures = result.errors + result.timeouts + result.non2xx;
    console.log(
      row([
        name,
        result.requests.average.toFixed(0),
        result.latency.p99.toFixed(1),
        `${(result.requests.average / bareRate).toFixed(2)}×`,
        String(failures),
        (cpuMicros / result.requests.total).toFixed(0),
      ]),
    );
  }
  if (timings.length > 0) {
    console.log('\nTimed once:');
    for (const { name, ms, note } of timings)
      console.log(`${name.padEnd(44)}  ${ms.toFixed(0).padStart(6)} ms  ${note}`);
  }
}

await main();
