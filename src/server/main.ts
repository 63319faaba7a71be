import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createSlotsService } from './slots/slots.service';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  await migrateToLatest(database.db, config.tablePrefix);
  if (config.seedSlots) {
    const slots = createSlotsService({ db: database.db, schedule: config.schedule, clock: () => new Date() });
    const added = await slots.seedWhenEmpty(config.schedule.seedDays);
    if (added > 0) console.log(`Seeded ${added} slots for the next ${config.schedule.seedDays} days.`);
  }

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.db.destroy());

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
