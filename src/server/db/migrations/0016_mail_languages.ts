import type { Kysely } from 'kysely';

// The language a booking was made in and a waiting-list entry joined in (issue 26), so that the
// mails the trust sends later (a reminder, a closure, an offer...) come in it when the visitor
// never chose one for the account (users.locale). Null for rows made before, and for walk-ins.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('language', 'text').execute();
  await db.schema.alterTable('waitlist').addColumn('language', 'text').execute();
}
