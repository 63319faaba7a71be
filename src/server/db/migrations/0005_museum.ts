import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';

// Running the museum: the weekly slot template (one row per weekday, 0 = Sunday), seeded from
// the config file by the schedule service the first time it is read, and the days the trust
// closed with their reason. Times are India wall-clock `HH:MM` text, like slot ids.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('schedule_days')
    .addColumn('weekday', 'integer', (col) => col.primaryKey())
    .addColumn('open', 'integer', (col) => col.notNull())
    .addColumn('first_start', 'text', (col) => col.notNull())
    .addColumn('last_entry', 'text', (col) => col.notNull())
    .addColumn('slot_minutes', 'integer', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('closures')
    .addColumn('date', 'text', (col) => col.primaryKey())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text', (col) => col.notNull())
    .addColumn('closed_by', 'text')
    .addColumn('cancelled', 'integer', (col) => col.notNull())
    // JSON array of the ids of slots that were already closed one by one before the day
    // closed: reopening the day leaves them closed.
    .addColumn('slots_closed_before', 'text', (col) => col.notNull())
    .execute();
}
