// `npm run slots -- generate --from YYYY-MM-DD --to YYYY-MM-DD`: adds the weekly template's
// missing slots for a range of India dates (the template the admin site edits, in the
// database); slots that exist (and their bookings) stay untouched.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { daysBetween, type IsoDate, isRealIsoDate } from '../../shared/rules/india-clock';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createAuditService } from '../audit/audit.service';
import { createScheduleService } from './schedule.service';

export const USAGE = 'Usage: npm run slots -- generate --from YYYY-MM-DD --to YYYY-MM-DD';
const MAX_DAYS = 366;

export type ParsedArgs = { ok: true; from: IsoDate; to: IsoDate } | { ok: false; problem: string };

export function parseArgs(args: string[]): ParsedArgs {
  const [command, ...options] = args;
  if (command !== 'generate') return { ok: false, problem: 'the only command is "generate"' };
  const values: Record<string, string> = {};
  for (let index = 0; index < options.length; index += 2) {
    const [name, value] = [options[index], options[index + 1]];
    if (name !== '--from' && name !== '--to') return { ok: false, problem: `unknown option "${name}"` };
    if (value === undefined) return { ok: false, problem: `${name} needs a date` };
    values[name] = value;
  }
  const from = values['--from'];
  const to = values['--to'];
  if (from === undefined || to === undefined)
    return { ok: false, problem: 'both --from and --to are needed' };
  for (const date of [from, to]) {
    if (!isRealIsoDate(date))
      return { ok: false, problem: `"${date}" is not a real date written as YYYY-MM-DD` };
  }
  if (from > to) return { ok: false, problem: `--from (${from}) is after --to (${to})` };
  const days = daysBetween(from, to) + 1;
  if (days > MAX_DAYS)
    return { ok: false, problem: `the range covers ${days} days; at most ${MAX_DAYS} at a time` };
  return { ok: true, from, to };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.ok) {
    console.error(`${args.problem}\n${USAGE}`);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const database = connectDatabase(config.databaseUrl, config.tablePrefix);
  try {
    await migrateToLatest(database.db, config.tablePrefix);
    const clock = () => new Date();
    const schedule = createScheduleService({
      database,
      clock,
      seed: config.schedule,
      audit: createAuditService({ db: database.db, clock }),
      horizonDays: 0,
    });
    const { added } = await schedule.generate(null, { from: args.from, to: args.to });
    console.log(
      `Added ${added} slots from ${args.from} to ${args.to}; existing slots were left as they were.`,
    );
    return 0;
  } finally {
    await database.db.destroy();
  }
}

const runAsScript = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAsScript) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
