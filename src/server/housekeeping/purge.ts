import { sql, type Transaction } from 'kysely';
import { addDays, type IsoDate, indiaDateOf } from '../../shared/rules/india-clock';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';

export interface PurgeResult {
  /** People whose date of birth and document number were erased. */
  people: number;
  /** Bookings whose mobile number was erased. */
  mobiles: number;
  /** SMS challenges (the number proven, the keyword) removed with them. */
  challenges: number;
}

/**
 * The last visit date whose personal data is erased today: `days` days after the visit, the
 * data goes on that India date, so with 180 a visit 179 days ago keeps it and one 180 days
 * ago loses it.
 */
export function lastPurgedVisitDate(now: Date, days: number): IsoDate {
  return addDays(indiaDateOf(now), -days);
}

/**
 * Erases what only served the visit once it is `days` days past (decision 0020): dates of
 * birth and document numbers of its people, its mobile number, and the SMS challenge that
 * proved that number. Names, ages on the visit date, genders, nationalities, counts and
 * statuses stay for the trust's reports. Inbound SMS text is already gone a day after it
 * arrived (housekeeping.ts). Rows already erased are not touched again, so a second run in
 * the same hour, or on another instance, finds nothing to do. Once committed, the erased
 * values are made to leave the database's files too (`forgetErased`, decision 0041); that
 * runs every time, so a round cut short after its commit is made good by the next.
 */
export async function purgePersonalData(
  database: Pick<DatabaseHandle, 'writeTransaction' | 'forgetErased'>,
  now: Date,
  days: number,
): Promise<PurgeResult> {
  const lastDate = lastPurgedVisitDate(now, days);
  const erased = await database.writeTransaction(async (trx) => {
    const visited = pastBookings(trx, lastDate);
    const people = await trx
      .updateTable('booking_people')
      .set({ dob: null, document_number: null })
      .where('booking_id', 'in', visited)
      .where((eb) => eb.or([eb('dob', 'is not', null), eb('document_number', 'is not', null)]))
      .executeTakeFirst();
    const mobiles = await trx
      .updateTable('bookings')
      .set({ mobile: null })
      .where('date', '<=', lastDate)
      .where('mobile', 'is not', null)
      .executeTakeFirst();
    const challenges = await trx
      .deleteFrom('verifications')
      .where('used_by_booking_id', 'in', pastBookings(trx, lastDate))
      .executeTakeFirst();
    return {
      people: Number(people.numUpdatedRows),
      mobiles: Number(mobiles.numUpdatedRows),
      challenges: Number(challenges.numDeletedRows),
    };
  });
  await database.forgetErased();
  return erased;
}

function pastBookings(trx: Transaction<Database>, lastDate: IsoDate) {
  return trx.selectFrom('bookings').select('bookings.id').where('bookings.date', '<=', lastDate);
}

/** The tables whose rows the purge or an account's deletion erases or overwrites. */
const ERASED_TABLES = [
  'booking_people',
  'bookings',
  'verifications',
  'sms_inbox',
  'mail_outbox',
  'feedback',
  'users',
  'sessions',
  'accounts',
  'auth_tokens',
] as const;

/**
 * PostgreSQL keeps a deleted or overwritten row's old version in the table until VACUUM
 * frees it; autovacuum gets there when a table has changed enough, which a small erasure may
 * never reach. Housekeeping runs this after its purge, so what was erased in the last hour
 * (purged visits, deleted accounts) is freed within the hour (decision 0041). SQLite needs
 * nothing here: it zeroes deleted content as it writes (`secure_delete`).
 */
export async function vacuumErasedRows(
  database: Pick<DatabaseHandle, 'db' | 'dialect' | 'tablePrefix'>,
): Promise<void> {
  if (database.dialect !== 'postgres') return;
  // The prefix is checked as [a-z][a-z0-9_]* by the settings, so the names are safe as written.
  const tables = ERASED_TABLES.map((table) => `"${database.tablePrefix}${table}"`).join(', ');
  await sql.raw(`vacuum ${tables}`).execute(database.db);
}
