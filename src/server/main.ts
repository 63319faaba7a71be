import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateDatabase } from './db/migrate';

function loadConfigOrExit(): ReturnType<typeof loadConfig> {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Start-up: the settings, the database migrated (here, once), the app, the slot horizon filled. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = connectDatabase(config.databaseUrl, config.tablePrefix, {
    directUrl: config.databaseDirectUrl,
  });
  if (database.dialect === 'postgres') {
    // Said at start, so whoever runs it behind PgBouncer sees which connections bypass it.
    console.log(
      config.databaseDirectUrl
        ? `PostgreSQL: queries through DATABASE_URL; migrations and the housekeeping lock (session advisory locks) through DATABASE_DIRECT_URL (${new URL(config.databaseDirectUrl).host}).`
        : 'PostgreSQL: every connection through DATABASE_URL. Behind a transaction-pooling PgBouncer, set DATABASE_DIRECT_URL to the server itself: migrations and the housekeeping lock hold session advisory locks, which cannot go through it.',
    );
  }
  await migrateDatabase(database);
  const { app, services } = await buildApp({ config, database });
  app.addHook('onClose', async () => database.db.destroy());

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The weekly template's slots from today to the horizon; housekeeping keeps it filled daily.
  const added = await services.schedule.fillHorizon();
  if (added > 0) console.log(`Added ${added} slots for the next ${config.slotHorizonDays} days.`);

  await app.listen({ port: config.port, host: config.host });
  // A round at once, then hourly: started here, not in buildApp, so tests' apps run none.
  void services.housekeeping.start();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
