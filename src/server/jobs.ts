import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/connect';
import { runAlone } from './db/one-at-a-time';
import type { Services } from './services';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface JobDefinition {
  /** How often each instance offers to run it; none: only on demand (`npm run jobs`). */
  everyMs?: number;
  /** Also once as soon as the instance has started (housekeeping: decision 0042). */
  atStart?: boolean;
  run(services: Services): Promise<unknown>;
}

/**
 * The background work, by name. Every run, timed or asked for with `npm run jobs -- <name>`,
 * happens on one instance at a time (db/one-at-a-time.ts): an instance that finds a job under way
 * elsewhere skips that turn. A new job is one line here.
 */
export const JOBS = {
  // Pruning, the purge, feedback invitations after closing, and the slot horizon once a day.
  housekeeping: { everyMs: HOUR_MS, atStart: true, run: (s) => s.housekeeping.round() },
  // Fills the slot horizon now (housekeeping does it once per India date).
  horizon: { run: (s) => s.schedule.fillHorizon() },
  // Seats of lapsed holds and offers go to the next in line on the waiting list.
  offers: { everyMs: MINUTE_MS, run: (s) => s.offers.sweep() },
  // Mail whose (next) attempt is due; each message is also claimed on its own (decision 0044).
  mail: { everyMs: MINUTE_MS, run: (s) => s.mail.deliverAllDue() },
  // The day-before reminders: every minute, so they leave within a minute of REMINDER_HOUR; each once.
  reminders: { everyMs: MINUTE_MS, run: (s) => s.reminders.sendDue(s.clock()) },
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name);
}

/** Runs one job now unless another instance is running it; true when this one ran it. */
export function runJob(
  name: JobName,
  services: Services,
  database: Pick<DatabaseHandle, 'db' | 'dialect' | 'tablePrefix'>,
): Promise<boolean> {
  const job: JobDefinition = JOBS[name];
  return runAlone(database, name, async () => void (await job.run(services)));
}

export interface BackgroundJobs {
  /** The runs made at start (a test waits for them). */
  started: Promise<void>;
  /** No more turns; settles once the runs under way have ended (SIGTERM: main.ts). */
  stop(): Promise<void>;
}

/** Starts every timed job on this instance (main.ts; never in tests' apps). */
export function startBackgroundJobs(
  services: Services,
  database: Pick<DatabaseHandle, 'db' | 'dialect' | 'tablePrefix'>,
  log: FastifyBaseLogger,
): BackgroundJobs {
  const running = new Map<JobName, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  /** A turn of the job, unless stopping or its previous turn here has not ended yet. */
  function turn(name: JobName): Promise<void> {
    if (stopped) return Promise.resolve();
    const under = running.get(name);
    if (under) return under;
    const run = runJob(name, services, database)
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error, job: name }, 'background job failed'))
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  const atStart: Promise<void>[] = [];
  for (const [name, job] of Object.entries(JOBS) as [JobName, JobDefinition][]) {
    if (!job.everyMs) continue;
    const timer = setInterval(() => void turn(name), job.everyMs);
    timer.unref();
    timers.push(timer);
    if (job.atStart) atStart.push(turn(name));
  }
  return {
    started: Promise.all(atStart).then(() => undefined),
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
