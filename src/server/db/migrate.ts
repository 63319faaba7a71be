import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { connectDatabase, type DatabaseHandle } from './connect';
import type { MigrationContext } from './migration-context';
import * as core from './migrations/0001_core';
import * as accounts from './migrations/0002_accounts';
import * as door from './migrations/0003_door';
import * as privacy from './migrations/0004_privacy';
import * as museum from './migrations/0005_museum';
import * as holds from './migrations/0006_holds';
import * as mailTemplates from './migrations/0007_mail_templates';
import * as totpReplay from './migrations/0008_totp_replay';
import * as frontDesk from './migrations/0009_front_desk';
import * as walkIns from './migrations/0010_walk_ins';
import * as remindersMessages from './migrations/0011_reminders_messages';
import * as walkInAges from './migrations/0013_walk_in_ages';
import * as userLocale from './migrations/0014_user_locale';
import * as sessionNotices from './migrations/0015_session_notices';
import * as mailLanguages from './migrations/0016_mail_languages';
import type { Database } from './schema';

interface MigrationModule {
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
  up(db: Kysely<any>, context: MigrationContext): Promise<void>;
}

// Listed here rather than read from the folder, so the bundle and tsx run the same list.
const MIGRATIONS: Record<string, MigrationModule> = {
  '0001_core': core,
  '0002_accounts': accounts,
  '0003_door': door,
  '0004_privacy': privacy,
  '0005_museum': museum,
  '0006_holds': holds,
  '0007_mail_templates': mailTemplates,
  '0008_totp_replay': totpReplay,
  '0009_front_desk': frontDesk,
  '0010_walk_ins': walkIns,
  '0011_reminders_messages': remindersMessages,
  '0013_walk_in_ages': walkInAges,
  '0014_user_locale': userLocale,
  '0015_session_notices': sessionNotices,
  '0016_mail_languages': mailLanguages,
};

/** Every migration this version of the app knows, in order. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

class ListedMigrations implements MigrationProvider {
  constructor(private readonly context: MigrationContext) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, migration]) => [
        name,
        { up: (db: Kysely<unknown>) => migration.up(db, this.context) },
      ]),
    );
  }
}

function migratorFor(db: Kysely<Database>, prefix: string): Migrator {
  return new Migrator({
    db,
    provider: new ListedMigrations({ prefix }),
    migrationTableName: `${prefix}migration`,
    migrationLockTableName: `${prefix}migration_lock`,
  });
}

/** The names of this version's migrations that have not run on the database. */
export async function pendingMigrations(db: Kysely<Database>, prefix: string): Promise<string[]> {
  const migrations = await migratorFor(db, prefix).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/**
 * Runs every migration not run yet; `upTo` stops after the named one (tests of a migration).
 * Safe when several instances start together: on PostgreSQL Kysely's Migrator runs them in one
 * transaction under an advisory lock and reads what has run only once it holds the lock, so
 * the others wait and then find nothing left to do (migrate.concurrent.test.ts, decision 0044).
 */
export async function migrateToLatest(db: Kysely<Database>, prefix: string, upTo?: string): Promise<void> {
  const migrator = migratorFor(db, prefix);
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Migrates the app's database. On PostgreSQL through `directUrl` (DATABASE_DIRECT_URL): the
 * migrator holds a session advisory lock around its transaction, which a transaction-pooling
 * PgBouncer could take on one server session and release on another.
 */
export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
  if (!database.directUrl) return migrateToLatest(database.db, database.tablePrefix);
  const direct = connectDatabase(database.directUrl, database.tablePrefix);
  try {
    await migrateToLatest(direct.db, database.tablePrefix);
  } finally {
    await direct.db.destroy();
  }
}
