import { type Kysely, SqliteAdapter } from 'kysely';

// Personal data that can be erased while the booking stays (decision 0020): a person's date
// of birth and document number, and the booking's mobile number become nullable, and each
// person keeps their age on the visit date, which reports need once the date of birth is gone.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Nullable only because SQLite cannot add a NOT NULL column without a default; every row
  // gets its age here, and new people get it when they are booked.
  await db.schema.alterTable('booking_people').addColumn('age_at_visit', 'integer').execute();
  await backfillAges(db);

  await dropNotNull(db, 'booking_people', 'dob');
  await dropNotNull(db, 'booking_people', 'document_number');
  await dropNotNull(db, 'bookings', 'mobile');
}

/**
 * PostgreSQL drops the constraint in place. SQLite cannot change a column's constraints,
 * and rebuilding the table would mean dropping it, which deletes (cascades to) the rows that
 * reference it while foreign keys are on, as they are inside the migration's transaction.
 * So the column is replaced instead: a nullable copy, the values, the old one dropped (SQLite
 * 3.35+ rewrites the rows without dropping the table), the copy renamed. None of these
 * columns is indexed or referenced, which DROP COLUMN requires.
 */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function dropNotNull(db: Kysely<any>, table: string, column: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (col) => col.dropNotNull())
      .execute();
    return;
  }
  const copy = `${column}_nullable`;
  await db.schema.alterTable(table).addColumn(copy, 'text').execute();
  await db
    .updateTable(table)
    .set((eb) => ({ [copy]: eb.ref(column) }))
    .execute();
  await db.schema.alterTable(table).dropColumn(column).execute();
  await db.schema.alterTable(table).renameColumn(copy, column).execute();
}

/**
 * Whole years from the date of birth to the visit's India date at 365.25 days a year, the
 * rule the app has always used (written out here so that this migration keeps its meaning).
 */
export function ageOn(dob: string, visitDate: string): number {
  const days = (Date.parse(`${visitDate}T00:00:00Z`) - Date.parse(`${dob}T00:00:00Z`)) / 86_400_000;
  return Math.floor(days / 365.25);
}

// biome-ignore lint/suspicious/noExplicitAny: as above
async function backfillAges(db: Kysely<any>): Promise<void> {
  const people: { booking_id: string; position: number; dob: string; date: string }[] = await db
    .selectFrom('booking_people')
    .innerJoin('bookings', 'bookings.id', 'booking_people.booking_id')
    .select(['booking_people.booking_id', 'booking_people.position', 'booking_people.dob', 'bookings.date'])
    .execute();
  for (const person of people) {
    await db
      .updateTable('booking_people')
      .set({ age_at_visit: ageOn(person.dob, person.date) })
      .where('booking_id', '=', person.booking_id)
      .where('position', '=', person.position)
      .execute();
  }
}
