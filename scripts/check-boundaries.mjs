// `npm run lint`'s import-boundary check: dependency-cruiser with the rules in
// .dependency-cruiser.cjs, over src/. It fails (exit 1) on any violation.
//
// dependency-cruiser reads TypeScript through the TypeScript compiler API, which TypeScript 7
// (our tsc) no longer ships; without it, it would silently skip every .ts and .tsx file. It
// looks for `typescript` in its own node_modules first, so TypeScript 5.9 (installed for this
// alone, from tools/typescript-compiler-api) is linked there. See decision 0013.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { ensureDeps, ROOT } from './ensure-deps.mjs';

const COMPILER = path.join(ROOT, 'tools/typescript-compiler-api/node_modules/typescript');
const CRUISER_MODULES = path.join(ROOT, 'node_modules/dependency-cruiser/node_modules');

function linkCompiler() {
  const link = path.join(CRUISER_MODULES, 'typescript');
  if (existsSync(link)) return;
  if (!existsSync(COMPILER)) {
    console.error(`No TypeScript compiler API at ${path.relative(ROOT, COMPILER)}: run npm ci.`);
    process.exit(1);
  }
  mkdirSync(CRUISER_MODULES, { recursive: true });
  symlinkSync(path.relative(CRUISER_MODULES, COMPILER), link, 'dir');
}

ensureDeps();
linkCompiler();
const version = JSON.parse(
  readFileSync(path.join(CRUISER_MODULES, 'typescript/package.json'), 'utf8'),
).version;
if (!version.startsWith('5.')) {
  console.error(`dependency-cruiser would read TypeScript with typescript@${version}; it needs 5.x.`);
  process.exit(1);
}
const result = spawnSync(
  path.join(ROOT, 'node_modules/.bin/depcruise'),
  ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'src'],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
