import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import { addDays, datesBetween, type IsoDate, indiaDateOf, weekdayOf } from '../../shared/rules/india-clock';
import { newSlotsOfDay } from '../../shared/rules/new-slots';
import type { PlannedSlot } from '../../shared/rules/slot-schedule';
import {
  type ScheduleDay,
  skipReason,
  templateSlotsFor,
  weekFromConfig,
} from '../../shared/rules/weekly-schedule';
import type { GenerateResult, Schedule } from '../../shared/schemas/museum';
import type { AuditService } from '../audit/audit.service';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import {
  closureDates,
  existingSlotsByDate,
  insertMissingWeekdays,
  readWeek,
  replaceWeek,
} from './schedule.repository';
import { insertMissingSlots } from './slots.repository';

type Db = Kysely<Database> | Transaction<Database>;

export interface GenerateRequest {
  from: IsoDate;
  to: IsoDate;
  dryRun?: boolean;
}

/**
 * The weekly template (in the database; the config file's schedule seeds it the first time
 * it is read) and the slots it generates. Generation only ever adds the slots that are
 * missing, so running it twice, or on several instances at once, adds nothing more; a day that
 * has slots gets none that overlap them (`newSlotsOfDay`), whatever the template now says.
 */
export function createScheduleService(deps: {
  database: Pick<DatabaseHandle, 'db' | 'writeTransaction'>;
  clock: Clock;
  seed: Config['schedule'];
  audit: Pick<AuditService, 'record'>;
  /** How many days from today the server keeps filled with slots; 0: never by itself. */
  horizonDays: number;
}) {
  const { database, clock, seed, audit, horizonDays } = deps;
  const { db, writeTransaction } = database;
  let lastFilled: IsoDate | null = null;

  async function week(from: Db = db): Promise<ScheduleDay[]> {
    const days = await readWeek(from);
    if (days.length === 7) return days;
    await writeTransaction((trx) => insertMissingWeekdays(trx, weekFromConfig(seed), clock().toISOString()));
    return readWeek(db);
  }

  /**
   * Per day of the range: the template's slots it gets (none that exist or overlap one that
   * does), the slots left out as overlapping, and the days the template gives none.
   */
  async function plan(trx: Db, from: IsoDate, to: IsoDate) {
    const template = await readWeek(trx);
    const existing = await existingSlotsByDate(trx, from, to);
    const closures = await closureDates(trx, from, to);
    const days: { date: IsoDate; slots: PlannedSlot[] }[] = [];
    const skipped: GenerateResult['skipped'] = [];
    const overlapping: GenerateResult['overlapping'] = [];
    for (const date of datesBetween(from, to)) {
      const dayHas = existing.get(date) ?? [];
      const why = skipReason(date, template, closures);
      if (why) {
        skipped.push({ date, why, existing: dayHas.length });
        continue;
      }
      const weekday = template.find((day) => day.weekday === weekdayOf(date));
      const { add, overlapping: left } = newSlotsOfDay(
        weekday ? templateSlotsFor(date, weekday) : [],
        dayHas,
      );
      if (add.length > 0) days.push({ date, slots: add });
      if (left.length > 0)
        overlapping.push({ date, notAdded: left.map((slot) => slot.label), existing: dayHas.length });
    }
    return { days, skipped, overlapping };
  }

  async function generate(actor: CurrentUser | null, request: GenerateRequest): Promise<GenerateResult> {
    const { from, to } = request;
    const dryRun = request.dryRun ?? false;
    await week();
    const result = (planned: Awaited<ReturnType<typeof plan>>, added: number): GenerateResult => ({
      from,
      to,
      dryRun,
      added,
      days: planned.days.map((day) => ({ date: day.date, added: day.slots.map((slot) => slot.label) })),
      skipped: planned.skipped,
      overlapping: planned.overlapping,
    });
    if (dryRun) {
      const planned = await plan(db, from, to);
      return result(
        planned,
        planned.days.reduce((sum, day) => sum + day.slots.length, 0),
      );
    }
    return writeTransaction(async (trx) => {
      const planned = await plan(trx, from, to);
      const added = await insertMissingSlots(
        trx,
        planned.days.flatMap((day) => day.slots),
      );
      if (added > 0 || actor) {
        await audit.record(trx, {
          at: clock().toISOString(),
          actorUserId: actor?.id ?? null,
          action: 'slots.generate',
          subject: `${from}..${to}`,
          before: null,
          after: {
            from,
            to,
            added,
            notAddedOverlapping: planned.overlapping.reduce((sum, day) => sum + day.notAdded.length, 0),
            by: actor ? 'admin' : 'horizon',
          },
        });
      }
      return result(planned, added);
    });
  }

  return {
    async current(): Promise<Schedule> {
      return { days: await week() };
    },

    async save(actor: CurrentUser, next: Schedule): Promise<Schedule> {
      const before = await week();
      const days = [...next.days].sort((a, b) => a.weekday - b.weekday);
      await writeTransaction(async (trx) => {
        const at = clock().toISOString();
        await replaceWeek(trx, days, at);
        await audit.record(trx, {
          at,
          actorUserId: actor.id,
          action: 'schedule.update',
          subject: 'weekly',
          before: { days: before },
          after: { days },
        });
      });
      return { days: await week() };
    },

    generate,

    /** Adds the template's missing slots from today to the horizon (at start-up and daily). */
    async fillHorizon(): Promise<number> {
      if (horizonDays <= 0) return 0;
      const today = indiaDateOf(clock());
      lastFilled = today;
      const { added } = await generate(null, { from: today, to: addDays(today, horizonDays - 1) });
      return added;
    },

    /** The daily pass: fills the horizon once per India date. */
    async fillHorizonWhenDue(): Promise<number> {
      if (lastFilled === indiaDateOf(clock())) return 0;
      return this.fillHorizon();
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
