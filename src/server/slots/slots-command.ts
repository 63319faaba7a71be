// The arguments of `npm run slots` (src/server/slots.cli.ts).
import { daysBetween, type IsoDate, isRealIsoDate } from '../../shared/rules/india-clock';

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
