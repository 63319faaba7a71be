// `npm test`: every check, in order, stopping at the first failure. TEST_DATABASE_URL, when
// set, passes through to the API tests (they then run on PostgreSQL as well as SQLite).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDeps, ROOT } from './ensure-deps.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

function heading(text) {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}\n`);
}

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status ?? 1;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing (${chromium}); the end-to-end tests need it.\n` +
        "Install the Debian package 'chromium' (sudo apt-get install chromium), or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  heading("Installing Chromium (Debian package 'chromium')");
  if (run('apt-get', ['update']) !== 0 || run('apt-get', ['install', '-y', 'chromium']) !== 0) {
    console.error("apt-get could not install the Debian package 'chromium'.");
    process.exit(1);
  }
}

const steps = [
  ['Typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', '.']],
  ['Lint and format check (Biome)', bin('biome'), ['check', '.']],
  ['Import boundaries (dependency-cruiser)', process.execPath, ['scripts/check-boundaries.mjs']],
  ['API contract (Redocly, recommended rules)', bin('tsx'), ['scripts/lint-api-contract.ts']],
  ['Unit and API tests (Vitest)', bin('vitest'), ['run']],
  ['Web build (Vite)', bin('vite'), ['build']],
  ['End-to-end tests (Chromium)', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts']],
];

ensureDeps();
ensureChromium();
const startedAt = Date.now();
for (const [name, command, args] of steps) {
  heading(name);
  const stepStartedAt = Date.now();
  const status = run(command, args);
  const seconds = ((Date.now() - stepStartedAt) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\nFAILED: ${name} (after ${seconds} s). Later steps were not run.`);
    process.exit(status);
  }
  console.log(`\nPassed: ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
