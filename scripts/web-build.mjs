// Builds the web app with Vite when dist/web is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure-deps.mjs';

const SOURCES = [
  'src/web',
  'src/shared',
  'config',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/prerender-pages.ts',
  'package-lock.json',
];
const BUILT = path.join(ROOT, 'dist/web/index.html');

function newestIn(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows only as a newer directory
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestIn(path.join(entry, name)));
  return newest;
}

/** Why a build is needed, or undefined when dist/web is up to date. */
export function buildReason() {
  if (!existsSync(BUILT)) return 'dist/web is missing';
  const builtAt = statSync(BUILT).mtimeMs;
  const stale = SOURCES.find((source) => newestIn(path.join(ROOT, source)) > builtAt);
  return stale ? `${stale} changed since the last build` : undefined;
}

export function buildWeb() {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

export function ensureWebBuilt() {
  const reason = buildReason();
  if (!reason) return;
  console.log(`Building the web app (${reason}): vite build`);
  if (buildWeb() !== 0) {
    console.error('The web build failed; see the output above.');
    process.exit(1);
  }
}
