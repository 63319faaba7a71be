import type { Kysely } from 'kysely';

// A walk-in party's ages for the reports (issue 24): counts per age band as staff gave them at
// the door, as JSON (`{"0–12": 2, "30–44": 2}`); null when not asked. A walk-in has no people
// rows, so this is the only age it has; people beyond the counts are reported as unknown.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('walk_in_ages', 'text').execute();
}
