// Installs dependencies with `npm ci` when node_modules is missing or older than the lock
// file. Plain Node without imports from node_modules, so it runs on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function modifiedAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : undefined;
}

/** Why an install is needed, or undefined when node_modules matches the lock file. */
export function installReason() {
  // npm rewrites node_modules/.package-lock.json on every install, so it dates the install.
  const installedAt =
    modifiedAt(path.join(ROOT, 'node_modules/.package-lock.json')) ??
    modifiedAt(path.join(ROOT, 'node_modules'));
  const lockedAt = modifiedAt(path.join(ROOT, 'package-lock.json'));
  if (installedAt === undefined) return 'node_modules is missing';
  if (lockedAt !== undefined && lockedAt > installedAt) return 'package-lock.json is newer than node_modules';
  return undefined;
}

export function ensureDeps() {
  const reason = installReason();
  if (!reason) return;
  console.log(`Installing dependencies (${reason}): npm ci`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureDeps();
