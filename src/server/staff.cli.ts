// `npm run staff -- add <email> --role staff|admin` grants a role, creating the account when
// needed (the person then signs in with an e-mail link); `npm run staff -- remove <email>`
// takes it back (the account stays, as a visitor). Works on DATABASE_URL, SQLite or PostgreSQL.
// A composition root of its own, like main.ts: it builds the two services it needs.
import { systemClock } from '../shared/rules/clock';
import { createAuditService } from './audit/audit.service';
import { runCli, withCliDatabase } from './cli';
import { AppError } from './http/errors';
import { createStaffService } from './staff/staff.service';
import { parseArgs, runStaffCommand, USAGE } from './staff/staff-command';

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.ok) {
    console.error(`${args.problem}\n${USAGE}`);
    return args.exitCode;
  }
  return withCliDatabase(async (database) => {
    const audit = createAuditService({ db: database.db, clock: systemClock });
    const staff = createStaffService({ database, clock: systemClock, audit });
    try {
      console.log(await runStaffCommand(staff, args.value));
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(error.message);
      return 1;
    }
  });
}

runCli(main);
