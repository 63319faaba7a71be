// `npm run test:deploy`: the deployment tests (tests/deploy), with the real Caddy, PgBouncer,
// promtool and pg_dump. Installs their Debian packages when missing and run as root;
// otherwise names them and stops. DEPLOY_TEST_DATABASE_URL names a PostgreSQL server where
// the test may create (and drop) its own databases.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDeps, ROOT } from './ensure-deps.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const TOOLS = [
  ['caddy', 'caddy'],
  ['pgbouncer', 'pgbouncer'],
  ['promtool', 'prometheus'],
  ['pg_dump', 'postgresql-client'],
  ['pg_restore', 'postgresql-client'],
];

const has = (command) => !spawnSync(command, ['--version'], { stdio: 'ignore' }).error;
const missing = [...new Set(TOOLS.filter(([command]) => !has(command)).map(([, pkg]) => pkg))];
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The deployment test needs the Debian packages: ${missing.join(' ')}\n  sudo apt-get install ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' ')} (apt-get)`);
  const ok = (args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
  if (!ok(['update']) || !ok(['install', '-y', ...missing])) {
    console.error(`apt-get could not install: ${missing.join(' ')}`);
    process.exit(1);
  }
}

ensureDeps();
ensureWebBuilt();
const vitest = path.join(ROOT, 'node_modules/.bin/vitest');
const result = spawnSync(vitest, ['run', '--config', 'vitest.deploy.config.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
