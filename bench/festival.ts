// The festival morning (issue 23, item 5): hundreds of visitors open the same popular day at
// once and go through the whole booking (dates, slots, hold, SMS challenge, simulated SMS,
// check, booking) until the day is full, spread over every app instance. Afterwards the day's
// seats are checked in the database. Part of `npm run bench`; BENCH_FESTIVAL_VISITORS (default
// 400) sets how many come.
import { signIn } from '../src/test/sign-in';
import type { TestApp } from '../src/test/test-app';
import type { FestivalOutcome, FestivalPlan, FestivalVisitor } from './festival-visitors';
import { seatProblems, seatsOfDay } from './oversold';
import { spawnBenchProcess } from './processes';
import type { BenchContext } from './scenario';
import { count, percentile } from './stats';

/** Seats on sale for every visitor who comes: parties of 1–4 (2.5 on average) want more. */
const SEATS_PER_VISITOR = 1.5;
/** Sign-ins arranged at once (through the bench's own app, before the morning starts). */
const SIGN_INS_AT_ONCE = 20;

export interface FestivalReport {
  lines: string[];
  /** Oversold or lost seats, 5xx answers, connection errors: any of them fails the run. */
  failures: string[];
}

/** The popular day: an offered date some way ahead, away from the other scenarios' days. */
async function popularDay(context: BenchContext): Promise<string> {
  const { dates } = (await context.app.inject('/api/dates')).json() as { dates: string[] };
  const later = dates.filter((date) => date > context.offeredDate);
  const day = later[Math.min(9, later.length - 1)];
  if (!day) throw new Error('no date to hold the festival on');
  return day;
}

async function signInVisitors(context: BenchContext, howMany: number): Promise<FestivalVisitor[]> {
  const harness = { app: context.app, database: context.database, services: context.services } as TestApp;
  const visitors: FestivalVisitor[] = [];
  for (let first = 0; first < howMany; first += SIGN_INS_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(SIGN_INS_AT_ONCE, howMany - first) },
      (_, offset) => first + offset,
    );
    const sessions = await Promise.all(batch.map((n) => signIn(harness, `festival-${n}@example.org`)));
    sessions.forEach((session, offset) => {
      const n = first + offset;
      visitors.push({
        cookie: session.cookie,
        mobile: `98${String(n).padStart(8, '0')}`,
        party: (n % 4) + 1,
      });
    });
  }
  return visitors;
}

function runVisitors(plan: FestivalPlan): Promise<FestivalOutcome> {
  const child = spawnBenchProcess('festival-visitors.ts');
  return new Promise((resolve, reject) => {
    child.once('message', (outcome: FestivalOutcome) => resolve(outcome));
    child.once('exit', (code) => reject(new Error(`the festival's visitors exited with ${code}`)));
    child.send(plan);
  });
}

/** `409 slot_full: 12` and the like, for every answer that was not a success. */
function refusals(answers: Record<string, number>): string {
  const kinds = Object.entries(answers).filter(([answer]) => !answer.startsWith('2'));
  return kinds.map(([answer, times]) => `${answer}: ${times}`).join(', ') || '–';
}

export async function festivalMorning(context: BenchContext): Promise<FestivalReport> {
  const howMany = Number(process.env.BENCH_FESTIVAL_VISITORS ?? 400);
  const db = context.database.db;
  const day = await popularDay(context);
  const slots = await db.selectFrom('slots').select('id').where('date', '=', day).execute();
  const perSlot = Math.ceil((howMany * SEATS_PER_VISITOR) / slots.length);
  // Bench arrangement, before any visitor comes: the day's seats sized to the crowd.
  await db.updateTable('slots').set({ capacity: perSlot }).where('date', '=', day).execute();
  const visitors = await signInVisitors(context, howMany);

  const outcome = await runVisitors({ urls: context.appUrls, date: day, visitors });
  const seats = await seatsOfDay(db, day);
  const problems = seatProblems(seats, outcome.bookings);

  const bookingsPerSecond = outcome.bookings > 0 ? (1000 * outcome.bookings) / outcome.lastBookingMs : 0;
  const lines = [
    `${howMany} visitors at once on ${day} (${slots.length} slots of ${perSlot} seats), ` +
      `${context.appUrls.length} app instance${context.appUrls.length > 1 ? 's' : ''}:`,
    `  ${count(outcome.bookings)} bookings (${count(outcome.seatsBooked)} seats) in ` +
      `${(outcome.lastBookingMs / 1000).toFixed(2)} s: ${count(bookingsPerSecond)} bookings/s; ` +
      `${outcome.wentHome} visitors found no room for their party`,
    `  seats left: ${seats.reduce((sum, slot) => sum + slot.capacity - slot.booked, 0)}; ` +
      `oversold or miscounted slots: ${problems.length}`,
    `  ${'step'.padEnd(13)}${'requests'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  refusals`,
  ];
  const failures = [...problems];
  let serverErrors = 0;
  for (const [step, record] of Object.entries(outcome.steps)) {
    const p50 = percentile(record.latencies, 50);
    const p99 = percentile(record.latencies, 99);
    lines.push(
      `  ${step.padEnd(13)}${String(record.latencies.length).padStart(9)}` +
        `${(Number.isNaN(p50) ? '–' : p50.toFixed(1)).padStart(9)}${(Number.isNaN(p99) ? '–' : p99.toFixed(1)).padStart(9)}  ${refusals(record.answers)}`,
    );
    for (const [answer, times] of Object.entries(record.answers)) {
      if (answer.startsWith('5')) serverErrors += times;
      if (answer.startsWith('5') || answer === 'error') failures.push(`${step}: ${times} × ${answer}`);
    }
  }
  lines.splice(3, 0, `  5xx answers: ${serverErrors}`);
  return { lines, failures };
}
