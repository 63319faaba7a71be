// `npm run lint`'s import-boundary check: dependency-cruiser with the rules in
// .dependency-cruiser.cjs, over src/. It fails (exit 1) on any violation, and when it read
// fewer TypeScript files than src/ holds.
//
// dependency-cruiser reads TypeScript through the TypeScript compiler API, which TypeScript 7
// (our tsc) no longer ships; without it, it would silently skip every .ts and .tsx file. It
// looks for `typescript` in its own node_modules first, so TypeScript 5.9 (installed for this
// alone, from tools/typescript-compiler-api) is linked there. See decision 0013.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
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
  ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'src'],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
);
if (!result.stdout) process.exit(result.status ?? 1);
const { modules, summary } = JSON.parse(result.stdout);
for (const violation of summary.violations) {
  console.error(`  ${violation.rule.severity} ${violation.rule.name}: ${violation.from} → ${violation.to}`);
}

// A cruise that cannot read TypeScript finds no .ts module and reports no violation: count
// what it read against what the tree holds, so that a broken setup fails instead of passing.
const sourceFiles = readdirSync(path.join(ROOT, 'src'), { recursive: true }).filter((file) =>
  /\.tsx?$/.test(String(file)),
);
const cruisedSources = modules.filter((module) => /^src\/.*\.tsx?$/.test(module.source));
if (cruisedSources.length < sourceFiles.length) {
  console.error(
    `dependency-cruiser read ${cruisedSources.length} of the ${sourceFiles.length} TypeScript files under src/: ` +
      'it cannot be checking the boundaries.',
  );
  process.exit(1);
}
if (summary.error > 0) {
  console.error(`✘ ${summary.error} import-boundary violations.`);
  process.exit(1);
}
console.log(
  `✔ import boundaries kept (${cruisedSources.length} of ${sourceFiles.length} source files read).`,
);
