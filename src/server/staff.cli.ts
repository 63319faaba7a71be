// `npm run staff -- add <email> --role staff|admin` grants a role, creating the account when
// needed (the person then signs in with an e-mail link); `npm run staff -- remove <email>`
// takes it back (the account stays, as a visitor). Works on DATABASE_URL, SQLite or PostgreSQL.
// A composition root of its own, like main.ts: it builds the two services it needs.
import { systemClock } from '../shared/rules/clock';
import { createAuditService } from './audit/audit.service';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { AppError } from './http/errors';
import { createStaffService } from './staff/staff.service';
import { parseArgs, runStaffCommand, USAGE } from './staff/staff-command';

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.ok) {
    console.error(`${args.problem}\n${USAGE}`);
    return args.exitCode;
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
    const audit = createAuditService({ db: database.db, clock: systemClock });
    const staff = createStaffService({ database, clock: systemClock, audit });
    console.log(await runStaffCommand(staff, args.value));
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
