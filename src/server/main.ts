import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectConfiguredDatabase } from './db/connect';
import { migrateDatabase } from './db/migrate';
import { type BackgroundJobs, startBackgroundJobs } from './jobs';

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
  const database = connectConfiguredDatabase(config);
  if (database.dialect === 'postgres') {
    // Said at start, so whoever runs it behind PgBouncer sees which connections bypass it.
    console.log(
      config.databaseDirectUrl
        ? `PostgreSQL: queries through DATABASE_URL; migrations, the housekeeping lock (session advisory locks) and the listener for session changes through DATABASE_DIRECT_URL (${new URL(config.databaseDirectUrl).host}).`
        : 'PostgreSQL: every connection through DATABASE_URL. Behind a transaction-pooling PgBouncer, set DATABASE_DIRECT_URL to the server itself: migrations and the housekeeping lock hold session advisory locks, and the listener for session changes holds a LISTEN, which cannot go through it.',
    );
  }
  await migrateDatabase(database);
  const { app, services } = await buildApp({ config, database });

  let background: BackgroundJobs | undefined;
  let stopping = false;
  /**
   * A rolling restart: the load balancer's health check hears "draining" at once, and for
   * SHUTDOWN_GRACE_SECONDS (longer than its check interval) the server still serves whatever it
   * is sent, so a request already on its way over a kept-alive connection is answered rather
   * than reset (Caddy cannot send a POST's body twice). Then the server
   * stops listening (new connections go to the other instances), finishes the requests it
   * has (each answer says `Connection: close`, and idle keep-alive connections are closed),
   * which includes waiting for their SQLite group commit; then background work ends and the
   * database closes. Past SHUTDOWN_TIMEOUT_SECONDS it exits anyway, with 1.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.health.drain();
    app.log.info(`${signal} received: draining, then closing`);
    const deadline = setTimeout(() => {
      app.log.error(`still busy ${config.shutdownTimeoutSeconds} s after ${signal}: exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    deadline.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceSeconds * 1000));
      // Jobs under way finish beside the requests; the listener closes now.
      await Promise.all([background?.stop(), app.close()]);
      await database.db.destroy();
      app.log.info('closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The weekly template's slots from today to the horizon; housekeeping keeps it filled daily.
  const added = await services.schedule.fillHorizon();
  if (added > 0) console.log(`Added ${added} slots for the next ${config.slotHorizonDays} days.`);

  await app.listen({ port: config.port, host: config.host });
  // Started here, not in buildApp, so tests' apps run none behind the test's back.
  background = startBackgroundJobs(services, database, app.log);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
