import type { Kysely } from 'kysely';

// When a check last asked a polling SMS provider (textlocal) for new messages, so that
// instances sharing the database ask at most once every few seconds per challenge.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verifications').addColumn('inbox_polled_at', 'text').execute();
}
