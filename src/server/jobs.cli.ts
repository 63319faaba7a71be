// `npm run jobs -- <name>` runs one background job now, on DATABASE_URL (SQLite or PostgreSQL),
// and waits for the mail it queued to be handed to SMTP (without SMTP_URL it stays in the
// outbox, as the app keeps it). A composition root of its own, like main.ts: the app's services.
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../shared/rules/clock';
import { runCli, withCliDatabase } from './cli';
import { createServices, type Services } from './services';

/** The jobs by name: each runs once and says what it did. */
const JOBS: Record<string, (services: Services) => Promise<string>> = {
  reminders: async (services) => `${await services.reminders.sendDue(systemClock())} reminders queued`,
};

const USAGE = `Usage: npm run jobs -- <${Object.keys(JOBS).join('|')}>`;

/** Warnings and errors to stderr as one JSON line each; nothing below a warning. */
function cliLogger(): FastifyBaseLogger {
  const quiet = () => {};
  const loud =
    (level: string) =>
    (...args: unknown[]) =>
      console.error(
        JSON.stringify({ level, args: args.map((arg) => (arg instanceof Error ? arg.message : arg)) }),
      );
  const logger = {
    level: 'warn',
    fatal: loud('fatal'),
    error: loud('error'),
    warn: loud('warn'),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

async function main(): Promise<number> {
  const name = process.argv[2] ?? '';
  const job = JOBS[name];
  if (!job || process.argv.length > 3) {
    console.error(USAGE);
    return 2;
  }
  return withCliDatabase(async (database, config) => {
    const services = createServices({ config, database, clock: systemClock, log: cliLogger() });
    try {
      console.log(await job(services));
      return 0;
    } finally {
      await services.mail.stop();
      // better-auth checks the database's schema once it is built, unawaited: a second check
      // queued behind it ends after it, so the database is not closed under the first.
      await (await services.auth.$context).checkSchema?.()?.catch(() => {});
    }
  });
}

runCli(main);
