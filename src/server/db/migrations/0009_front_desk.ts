import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migration-context';

// The booking's page on the admin site reads its log from the rows that already record it
// (decision 0051): its status steps, the audit entries whose subject is the booking, and the
// mails queued about it. `mail_outbox.booking_id` names the booking a mail is about (null for
// mails about no booking: sign-in links, staff welcomes); both lookups get an index.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>, { prefix }: MigrationContext): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('booking_id', 'text').execute();
  await db.schema
    .createIndex(`${prefix}mail_outbox_booking`)
    .on('mail_outbox')
    .column('booking_id')
    .execute();
  await db.schema
    .createIndex(`${prefix}audit_log_subject`)
    .on('audit_log')
    .columns(['subject', 'at'])
    .execute();
}
