import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migration-context';

// Seats held while a visitor verifies, and the waiting list of full slots (decisions 0023,
// 0024). A hold counts while `expires_at` is in the future: nothing has to run for it to
// lapse. An offer is a hold made for a waiting-list entry (`waitlist_id` set).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>, { prefix }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('waitlist')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references(`${prefix}users.id`).onDelete('cascade'))
    .addColumn('slot_id', 'text', (col) => col.notNull().references(`${prefix}slots.id`))
    .addColumn('seats', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // waiting | offered | passed (an offer that ran out unclaimed) | booked
    .addColumn('state', 'text', (col) => col.notNull())
    // 1 while waiting or offered, NULL after: NULLs are distinct in a unique index on both
    // databases, so this allows one active entry per visitor and slot, and any number of old.
    .addColumn('active', 'integer')
    // Where the visitor joined from: the offer mail links back to the same site.
    .addColumn('link_base', 'text', (col) => col.notNull())
    .addCheckConstraint(`${prefix}waitlist_seats`, sql`seats > 0`)
    .execute();
  await db.schema
    .createIndex(`${prefix}waitlist_one_active`)
    .on('waitlist')
    .columns(['user_id', 'slot_id', 'active'])
    .unique()
    .execute();
  await db.schema
    .createIndex(`${prefix}waitlist_slot`)
    .on('waitlist')
    .columns(['slot_id', 'state'])
    .execute();

  await db.schema
    .createTable('holds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references(`${prefix}users.id`).onDelete('cascade'))
    .addColumn('slot_id', 'text', (col) => col.notNull().references(`${prefix}slots.id`))
    .addColumn('seats', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('waitlist_id', 'text', (col) => col.references(`${prefix}waitlist.id`).onDelete('cascade'))
    .addCheckConstraint(`${prefix}holds_seats`, sql`seats > 0`)
    .execute();
  await db.schema.createIndex(`${prefix}holds_slot`).on('holds').columns(['slot_id', 'expires_at']).execute();
  await db.schema.createIndex(`${prefix}holds_user`).on('holds').columns(['user_id', 'expires_at']).execute();
}
