// The size budget: the home route's first-load JavaScript, gzipped, must not grow past what it
// was before the staff site came (issue 9): visitors do not pay for the door.
// First load = the entry chunk plus every chunk it imports statically; dynamic imports
// (the admin app, later pages) load on demand and are not counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './ensure-deps.mjs';

const BUDGET_BYTES = 147_198;

/** The files the browser must fetch before the entry runs, entry first. */
function firstLoadFiles(manifest, entryKey) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files.filter((file) => file.endsWith('.js'));
}

function main() {
  const distDir = path.join(ROOT, 'dist/web');
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No ${path.relative(ROOT, manifestFile)}: build the web app first (npm run build).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) {
    console.error('The manifest has no index.html entry.');
    process.exit(1);
  }
  let total = 0;
  for (const file of firstLoadFiles(manifest, entryKey)) {
    const gzipped = gzipSync(readFileSync(path.join(distDir, file))).length;
    total += gzipped;
    console.log(`  ${file}  ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  }
  const figure = `${total} bytes of ${BUDGET_BYTES} (${(total / 1024).toFixed(1)} KB)`;
  if (total > BUDGET_BYTES) {
    console.error(`First-load JavaScript is over budget: ${figure}.`);
    process.exit(1);
  }
  console.log(`First-load JavaScript: ${figure}.`);
}

main();
