import type { Config } from '../config';
import { BackupError, backupFormatOf, formatOfDatabaseUrl } from './backup-file';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';

/** Writes a consistent copy of the configured database to `target` (a new file). */
export async function backupDatabase(config: Pick<Config, 'databaseUrl' | 'tablePrefix'>, target: string) {
  if (formatOfDatabaseUrl(config.databaseUrl) === 'sqlite') {
    await backupSqlite(config.databaseUrl.slice('sqlite:'.length), target);
  } else {
    await backupPostgres(config.databaseUrl, config.tablePrefix, target);
  }
}

/** Loads a backup into the configured database; `force` replaces the app's tables there. */
export async function restoreDatabase(
  config: Pick<Config, 'databaseUrl' | 'tablePrefix'>,
  backupFile: string,
  force: boolean,
) {
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
    await restorePostgres(backupFile, config.databaseUrl, config.tablePrefix, force);
  }
}
