import type { Kysely } from 'kysely';

// The language a visitor chose (issue 26): `en`, `hi`, `kn`, `te` or `ta`, so that mails sent
// to them (a confirmation, a reminder, an offer...) come in it; null until they choose, and
// mails then go in English.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}
