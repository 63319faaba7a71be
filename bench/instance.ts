// One app process of the bench (started by bench/servers.ts, on the database the bench has
// migrated and filled): listens on a free port, answers the bench's CPU queries, and runs until
// it is sent SIGTERM or the bench goes away.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectConfiguredDatabase } from '../src/server/db/connect';
import { serveBenchQueries } from './processes';

const config = loadConfig(process.env);
const database = connectConfiguredDatabase(config);
const { app } = await buildApp({ config, database, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
serveBenchQueries(url, async () => {
  await app.close();
  await database.db.destroy();
});
