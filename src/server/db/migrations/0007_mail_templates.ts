import type { Kysely } from 'kysely';
import { dropNotNull } from './0004_privacy';

// Mail queued inside a transaction (a booking's confirmation, a closure's notices, an offer, a
// feedback invitation) keeps what it is about rather than its rendered text (decision 0035):
// `template` names the kind of mail and `template_data` holds its data as JSON; the bodies
// are rendered when the mail is sent or shown, so they stay empty on such rows.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('template', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('template_data', 'text').execute();
  await dropNotNull(db, 'mail_outbox', 'text_body');
  await dropNotNull(db, 'mail_outbox', 'html_body');
}
