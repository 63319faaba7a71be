import type { Kysely } from 'kysely';

// The front desk's door (issue 24): walk-in parties and parties admitted in part.
//
// - `walk_in` 1: a party admitted at the door without an account or a verified mobile. Its
//   `user_id` is the `walk-in` marker and it has no `booking_people` rows; the optional names
//   are kept in `walk_in_names` (JSON array) and its nationality split in `nationality_in` /
//   `nationality_other`, which the reports add to the booked people's nationalities.
// - `admitted`: how many of the party came in when fewer than `people` did (null: all of them,
//   or not in yet). The seats of the others went back at the check-in, so a live booking holds
//   `coalesce(admitted, people)` seats (decision 0053).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('walk_in', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('admitted', 'integer').execute();
  await db.schema.alterTable('bookings').addColumn('walk_in_names', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('nationality_in', 'integer').execute();
  await db.schema.alterTable('bookings').addColumn('nationality_other', 'integer').execute();
}
