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
/** Challenge numbers each autocannon run may use; two runs (warm-up and measurement). */
const BLOCK = 100_000;
const TIMES = ['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00'];

/**
 * POST /api/bookings, every request a real booking of 2 people with its own verified
 * challenge, on slots far from the others with seats enough for the whole run.
 */
export const scenario: BenchScenario = {
  name: 'POST /api/bookings',
  async prepare({ app, appUrl, database }) {
    // signIn needs only the app and its database.
    const harness = { app, database } as TestApp;
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

    const challenges = Array.from({ length: 2 * BLOCK }, (_, n) => ({
      id: `bench-${n}`,
      userId: userIds[n % VISITORS] as string,
    }));
    await insertVerifiedChallenges(database.db, challenges, new Date(), 120);

    // The request builder runs in autocannon's worker thread: it reads its data from files.
    const folder = mkdtempSync(path.join(tmpdir(), 'visitpass-bench-bookings-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const counterFile = path.join(folder, 'counter');
    const planFile = path.join(folder, 'plan.json');
    writeFileSync(counterFile, '0');
    writeFileSync(
      planFile,
      JSON.stringify({ cookies, slotIds, people: somePeople(2), counterFile, blockSize: BLOCK }),
    );
    process.env.VISITPASS_BENCH_BOOKING_PLAN = planFile;

    return {
      url: `${appUrl}/api/bookings`,
      requests: [{ setupRequest: path.join(import.meta.dirname, '../booking-request.cjs') }],
    };
  },
};
