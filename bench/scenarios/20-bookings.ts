import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isClosedDay } from '../../src/shared/rules/closed-days';
import { addDays, indiaDateOf } from '../../src/shared/rules/india-clock';
import { insertSlot, insertVerifiedChallenges, somePeople } from '../../src/test/factories';
import { signIn } from '../../src/test/sign-in';
import type { TestApp } from '../../src/test/test-app';
import type { BenchScenario } from '../scenario';

const VISITORS = 50;
/** More bookings a second than any instance here makes: each block of challenges lasts a run. */
const MOST_BOOKINGS_PER_SECOND = 4_000;
const TIMES = ['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00'];

/**
 * POST /api/bookings, every request a real booking of 2 people with its own verified
 * challenge, on slots far from the others with seats enough for the whole run, spread over
 * every app instance (autocannon gives each connection one of the URLs in turn).
 */
export const scenario: BenchScenario = {
  name: 'POST /api/bookings',
  besidePgbench: true,
  async prepare({ app, appUrls, database, services, load }) {
    // signIn needs only the app, its database and its services.
    const harness = { app, database, services } as TestApp;
    const cookies: string[] = [];
    const userIds: string[] = [];
    for (let index = 0; index < VISITORS; index += 1) {
      const session = await signIn(harness, `bench-visitor-${index}@example.org`);
      cookies.push(session.cookie);
      userIds.push(session.user.id);
    }

    // Past the slot horizon the server keeps filled (SLOT_HORIZON_DAYS, 60 by default).
    let date = addDays(indiaDateOf(new Date()), 90);
    while (isClosedDay(date)) date = addDays(date, 1);
    const slotIds: string[] = [];
    for (const time of TIMES) {
      slotIds.push((await insertSlot(database.db, { date, time, capacity: 1_000_000 })).id);
    }

    // A block per generator thread and run: the warm-up and the measurement may load the
    // request builder apart (one block each per worker thread).
    const blockSize = MOST_BOOKINGS_PER_SECOND * (load.warmUpSeconds + load.seconds);
    const blocks = 2 * load.workers;
    const challenges = Array.from({ length: blocks * blockSize }, (_, n) => ({
      id: `bench-${n}`,
      userId: userIds[n % VISITORS] as string,
    }));
    await insertVerifiedChallenges(database.db, challenges, new Date(), 120);

    // The request builder runs in the load generator's process: it reads its data from files.
    const folder = mkdtempSync(path.join(tmpdir(), 'visitpass-bench-bookings-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const planFile = path.join(folder, 'plan.json');
    writeFileSync(
      planFile,
      JSON.stringify({ cookies, slotIds, people: somePeople(2), folder, blocks, blockSize }),
    );
    process.env.VISITPASS_BENCH_BOOKING_PLAN = planFile;

    return {
      url: appUrls.map((appUrl) => `${appUrl}/api/bookings`),
      requests: [{ setupRequest: path.join(import.meta.dirname, '../booking-request.cjs') }],
    };
  },
};
