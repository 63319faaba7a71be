import type { Kysely, Transaction } from 'kysely';
import type { ExistingSlot } from '../../shared/rules/new-slots';
import type { ScheduleDay } from '../../shared/rules/weekly-schedule';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function readWeek(db: Db): Promise<ScheduleDay[]> {
  const rows = await db.selectFrom('schedule_days').selectAll().orderBy('weekday').execute();
  return rows.map((row) => ({
    weekday: row.weekday,
    open: row.open === 1,
    firstStart: row.first_start,
    lastEntry: row.last_entry,
    slotMinutes: row.slot_minutes,
    capacity: row.capacity,
  }));
}

const toRow = (day: ScheduleDay, at: string) => ({
  weekday: day.weekday,
  open: day.open ? 1 : 0,
  first_start: day.firstStart,
  last_entry: day.lastEntry,
  slot_minutes: day.slotMinutes,
  capacity: day.capacity,
  updated_at: at,
});

/** Writes the weekdays that have no row yet; rows already there stay as they are. */
export async function insertMissingWeekdays(db: Db, days: ScheduleDay[], at: string): Promise<void> {
  await db
    .insertInto('schedule_days')
    .values(days.map((day) => toRow(day, at)))
    .onConflict((conflict) => conflict.column('weekday').doNothing())
    .execute();
}

export async function replaceWeek(db: Db, days: ScheduleDay[], at: string): Promise<void> {
  for (const day of days) {
    const { weekday, ...values } = toRow(day, at);
    await db.updateTable('schedule_days').set(values).where('weekday', '=', weekday).execute();
  }
}

/** The slots between two dates (both included), closed ones too, by date. */
export async function existingSlotsByDate(
  db: Db,
  from: string,
  to: string,
): Promise<Map<string, ExistingSlot[]>> {
  const rows = await db
    .selectFrom('slots')
    .select(['id', 'date', 'starts_at', 'ends_at'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const byDate = new Map<string, ExistingSlot[]>();
  for (const row of rows) {
    const slot = { id: row.id, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) };
    byDate.set(row.date, [...(byDate.get(row.date) ?? []), slot]);
  }
  return byDate;
}

export async function closureDates(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('closures')
    .select('date')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Set(rows.map((row) => row.date));
}
