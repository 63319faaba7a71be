import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migration-context';

// Text ids and ISO-8601 text instants keep this migration identical on SQLite and PostgreSQL.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>, { prefix }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('slots')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('booked', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint(`${prefix}slots_seats`, sql`booked >= 0 AND booked <= capacity`)
    .execute();
  await db.schema.createIndex(`${prefix}slots_date`).on('slots').columns(['date', 'starts_at']).execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('slot_id', 'text', (col) => col.notNull().references(`${prefix}slots.id`))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('slot_label', 'text', (col) => col.notNull())
    .addColumn('people', 'integer', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex(`${prefix}bookings_user`)
    .on('bookings')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex(`${prefix}bookings_slot`).on('bookings').column('slot_id').execute();

  await db.schema
    .createTable('booking_people')
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().references(`${prefix}bookings.id`).onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('dob', 'text', (col) => col.notNull())
    .addColumn('nationality', 'text', (col) => col.notNull())
    .addColumn('document_number', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${prefix}booking_people_pk`, ['booking_id', 'position'])
    .execute();

  await db.schema
    .createTable('booking_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().references(`${prefix}bookings.id`).onDelete('cascade'),
    )
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (col) => col.notNull())
    .addColumn('by_user_id', 'text')
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex(`${prefix}booking_events_booking`)
    .on('booking_events')
    .column('booking_id')
    .execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull())
    .addColumn('keyword', 'text', (col) => col.notNull())
    .addColumn('send_to', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('used_by_booking_id', 'text', (col) => col.unique())
    .addColumn('check_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex(`${prefix}verifications_user`)
    .on('verifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sms_inbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('external_id', 'text')
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('stored_at', 'text', (col) => col.notNull())
    .addUniqueConstraint(`${prefix}sms_inbox_external`, ['provider', 'external_id'])
    .execute();
  await db.schema
    .createIndex(`${prefix}sms_inbox_sender`)
    .on('sms_inbox')
    .columns(['sender', 'received_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('attachments', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex(`${prefix}mail_outbox_status`)
    .on('mail_outbox')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('booking_id', 'text', (col) =>
      col.primaryKey().references(`${prefix}bookings.id`).onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'bigint', (col) => col.notNull())
    .execute();
}
