// `npm run jobs -- <name>`: runs one background job now against DATABASE_URL (the names are
// the keys of JOBS in jobs.ts), on one instance at a time like the timed runs: if a running
// instance is in the middle of the same job, this one says so and does nothing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { runCli, withCliDatabase } from './cli';
import { isJobName, JOBS, runJob } from './jobs';

const USAGE = `Usage: npm run jobs -- <name>, one of: ${Object.keys(JOBS).join(', ')}`;

async function main(): Promise<number> {
  const [name, ...rest] = process.argv.slice(2);
  if (!name || rest.length > 0 || !isJobName(name)) {
    console.error(name && rest.length === 0 ? `No job "${name}".\n${USAGE}` : USAGE);
    return 2;
  }
  return withCliDatabase(async (database, config) => {
    const { app, services } = await buildApp({ config, database });
    try {
      const ran = await runJob(name, services, database);
      console.log(ran ? `${name}: done.` : `${name}: another instance is running it now; nothing done.`);
      return 0;
    } finally {
      await app.close();
    }
  });
}

const runAsScript = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsScript) runCli(main);
