import type { Config } from '../config';
import { BackupError, backupFormatOf, formatOfDatabaseUrl } from './backup-file';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';

type BackupConfig = Pick<Config, 'databaseUrl' | 'databaseDirectUrl' | 'tablePrefix'>;

/** pg_dump and pg_restore hold a session (a snapshot, a transaction): never through PgBouncer. */
const postgresUrl = (config: BackupConfig) => config.databaseDirectUrl ?? config.databaseUrl;

/** Writes a consistent copy of the configured database to `target` (a new file). */
export async function backupDatabase(config: BackupConfig, target: string) {
  if (formatOfDatabaseUrl(config.databaseUrl) === 'sqlite') {
    await backupSqlite(config.databaseUrl.slice('sqlite:'.length), target);
  } else {
    await backupPostgres(postgresUrl(config), config.tablePrefix, target);
  }
}

/** Loads a backup into the configured database; `force` replaces the app's tables there. */
export async function restoreDatabase(config: BackupConfig, backupFile: string, force: boolean) {
  const format = backupFormatOf(backupFile);
  const wanted = formatOfDatabaseUrl(config.databaseUrl);
  if (format !== wanted) {
    throw new BackupError(
      `${backupFile} is a ${format} backup, but DATABASE_URL names a ${wanted} database.`,
    );
  }
  if (format === 'sqlite') {
    await restoreSqlite(backupFile, config.databaseUrl.slice('sqlite:'.length), config.tablePrefix, force);
  } else {
    await restorePostgres(backupFile, postgresUrl(config), config.tablePrefix, force);
  }
}
