// `npm run slots -- generate --from YYYY-MM-DD --to YYYY-MM-DD`: adds the weekly template's
// missing slots for a range of India dates (the template the admin site edits, in the
// database); slots that exist (and their bookings) stay untouched, and a day that has slots
// gets none that overlap them (each such day is named). A composition root of its
// own, like main.ts: it builds the two services it needs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { weekdayOf } from '../shared/rules/india-clock';
import { notAddedText } from '../shared/rules/new-slots';
import { WEEKDAY_NAMES } from '../shared/rules/weekly-schedule';
import { createAuditService } from './audit/audit.service';
import { runCli, withCliDatabase } from './cli';
import { createScheduleService } from './slots/schedule.service';
import { parseArgs, USAGE } from './slots/slots-command';

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.ok) {
    console.error(`${args.problem}\n${USAGE}`);
    return 2;
  }
  return withCliDatabase(async (database, config) => {
    const clock = () => new Date();
    const schedule = createScheduleService({
      database,
      clock,
      seed: config.schedule,
      audit: createAuditService({ db: database.db, clock }),
      horizonDays: 0,
    });
    const { added, overlapping } = await schedule.generate(null, { from: args.from, to: args.to });
    console.log(
      `Added ${added} slots from ${args.from} to ${args.to}; existing slots were left as they were.`,
    );
    for (const day of overlapping) {
      const weekday = WEEKDAY_NAMES[weekdayOf(day.date)];
      console.log(`${weekday} ${day.date}: ${notAddedText(day.notAdded.length, day.existing)}.`);
    }
    return 0;
  });
}

const runAsScript = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsScript) runCli(main);
