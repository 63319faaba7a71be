import { type Config, ConfigError, loadConfig } from './config';
import { connectConfiguredDatabase, type DatabaseHandle } from './db/connect';
import { migrateDatabase } from './db/migrate';

/**
 * What every command-line tool does around its own work: load the config (printing its
 * problem, exit code 1), open and migrate the database, and close it afterwards.
 */
export async function withCliDatabase(
  work: (database: DatabaseHandle, config: Config) => Promise<number>,
): Promise<number> {
  const config = loadCliConfig();
  if (!config) return 1;
  const database = connectConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    return await work(database, config);
  } finally {
    await database.db.destroy();
  }
}

/** The settings, or undefined after printing what is wrong with them. */
export function loadCliConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

/** Runs a tool's main and turns its answer (or a crash) into the process's exit code. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
