import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';

// What the visitors were mailed once each (decisions 0055, 0056). The primary keys are the
// "once": a reminder or a message is claimed by inserting its row in the transaction that
// queues its mail, so a second run (another instance, a restart, a second press of Send)
// finds the row and mails nothing. Rows of their own rather than columns on bookings: the
// booking's row and its hot path stay as they are.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>, { prefix }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('reminders_sent')
    .addColumn('booking_id', 'text', (col) =>
      col.primaryKey().references(`${prefix}bookings.id`).onDelete('cascade'),
    )
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('message_mails')
    // A hash of the message (date, slot, subject, text): the same message sent again is known.
    .addColumn('message_key', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().references(`${prefix}bookings.id`).onDelete('cascade'),
    )
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${prefix}message_mails_pk`, ['message_key', 'booking_id'])
    .execute();
}
