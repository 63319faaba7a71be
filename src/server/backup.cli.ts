// `npm run backup -- <file>` writes a consistent copy of DATABASE_URL's database while the app
// keeps running (SQLite: `vacuum into`; PostgreSQL: pg_dump's custom format).
// `npm run restore -- <file> [--force]` loads one into an empty database (the instances
// stopped); --force replaces the app's tables in a database that has them.

import { backupDatabase, restoreDatabase } from './backup/backup';
import { BackupError } from './backup/backup-file';
import { loadCliConfig, runCli } from './cli';

const USAGE = 'Usage: npm run backup -- <new file>\n       npm run restore -- <file> [--force]';

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  const file = files[0];
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || !file) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'backup' && force) {
    console.error(`--force is for restore only.\n${USAGE}`);
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  const startedAt = Date.now();
  try {
    if (command === 'backup') await backupDatabase(config, file);
    else await restoreDatabase(config, file, force);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    command === 'backup' ? `Backed up to ${file} in ${seconds} s.` : `Restored ${file} in ${seconds} s.`,
  );
  return 0;
}

runCli(main);
