import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';

// The staff side: slot ends and closing, door steps with reason, force and the device's
// nonce, the feedback invitation, the audit log, better-auth's second factor, and the mark
// that a session has passed it.
//
// Flags of the app's own tables are integers 0/1 (portable, like its text instants); the
// better-auth ones are `boolean`, as in migration 0002.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>, { prefix }: MigrationContext): Promise<void> {
  // Nullable only because SQLite cannot add a NOT NULL column without a default; every row
  // gets its end here, and new slots get it from the generator.
  await db.schema.alterTable('slots').addColumn('ends_at', 'text').execute();
  await db.schema
    .alterTable('slots')
    .addColumn('closed', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await backfillSlotEnds(db);

  await db.schema.alterTable('booking_events').addColumn('reason', 'text').execute();
  await db.schema
    .alterTable('booking_events')
    .addColumn('forced', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('booking_events').addColumn('nonce', 'text').execute();
  // NULLs are distinct in a unique index on both databases: only steps that carry a nonce count.
  await db.schema
    .createIndex(`${prefix}booking_events_nonce`)
    .on('booking_events')
    .columns(['booking_id', 'nonce'])
    .unique()
    .execute();

  await db.schema.alterTable('bookings').addColumn('feedback_invited_at', 'text').execute();
  await db.schema.createIndex(`${prefix}bookings_date`).on('bookings').columns(['date', 'status']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex(`${prefix}audit_log_at`).on('audit_log').column('at').execute();

  // better-auth's two-factor plugin: its table and the user's flag.
  await db.schema
    .alterTable('users')
    .addColumn('two_factor_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('two_factor')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('backup_codes', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references(`${prefix}users.id`).onDelete('cascade'))
    .addColumn('verified', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('failed_verification_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .execute();
  await db.schema.createIndex(`${prefix}two_factor_user`).on('two_factor').column('user_id').execute();

  // Ours, not better-auth's: when this session passed the second factor (ISO text).
  await db.schema.alterTable('sessions').addColumn('two_factor_passed_at', 'text').execute();
}

/** `09:30 AM - 10:00 AM` → the end as India wall-clock `HH:MM` (`10:00`). */
function labelEnd(label: string): string | null {
  const match = / - (\d{2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) return null;
  const hour12 = Number(match[1]) % 12;
  const hours = match[3] === 'PM' ? hour12 + 12 : hour12;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

// biome-ignore lint/suspicious/noExplicitAny: as above
async function backfillSlotEnds(db: Kysely<any>): Promise<void> {
  const slots: { id: string; date: string; label: string; starts_at: string }[] = await db
    .selectFrom('slots')
    .select(['id', 'date', 'label', 'starts_at'])
    .execute();
  for (const slot of slots) {
    const end = labelEnd(slot.label);
    // India is UTC+05:30 all year. An end at or before the start is past midnight.
    let endsAt = end ? Date.parse(`${slot.date}T${end}:00.000+05:30`) : Number.NaN;
    // A label not of the generator's shape: the slot length the schedule has always had.
    if (Number.isNaN(endsAt)) endsAt = Date.parse(slot.starts_at) + 30 * 60_000;
    if (endsAt <= Date.parse(slot.starts_at)) endsAt += 24 * 3_600_000;
    await db
      .updateTable('slots')
      .set({ ends_at: new Date(endsAt).toISOString() })
      .where('id', '=', slot.id)
      .execute();
  }
}
