// One more app process for `BENCH_INSTANCES` (started by bench/servers.ts, on the database it
// has migrated and filled): prints `listening <url>` and runs until it is sent SIGTERM.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';

const config = loadConfig(process.env);
const database = connectDatabase(config.databaseUrl, config.tablePrefix);
const { app } = await buildApp({ config, database, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await database.db.destroy();
  process.exit(0);
});
console.log(`listening ${url}`);
