import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot, somePeople } from '../../test/factories';
import { outboxMail } from '../../test/outbox';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { postBooking, storedState, verifiedChallenge } from '../bookings/bookings.test-helpers';
import type { Database } from '../db/schema';

// Issue 20, item 10: a booking racing the closure of its day. Committed after the closure, it
// is refused (409 slot_closed); committed before, the closure cancels it and mails its visitor.

const NOW = '2026-11-20T04:30:00.000Z'; // 10:00 on a Friday in India
const DAY = '2026-11-22';
const REASON = 'Water pipe burst in the east gallery';

describeEachDatabase('a booking racing the closure of its day', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let visitor: SignedInUser;
  /** Runs once, just before the next write transaction of the app starts. */
  let beforeNextWrite: (() => Promise<void>) | null = null;
  /** Runs once, in the next write transaction of the app, after its work and before its commit. */
  let beforeNextCommit: ((trx: Transaction<Database>) => Promise<void>) | null = null;

  beforeEach(async () => {
    t = await createTestApp(kind, {
      now: NOW,
      wrapWrites: (write) => async (work) => {
        const hook = beforeNextWrite;
        beforeNextWrite = null;
        if (hook) await hook();
        return write(async (trx) => {
          const result = await work(trx);
          const pause = beforeNextCommit;
          beforeNextCommit = null;
          if (pause) await pause(trx);
          return result;
        });
      },
    });
    admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    visitor = await signIn(t, 'asha@example.org');
  });
  afterEach(() => t.close());

  const closeDay = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      headers: { cookie: admin.cookie },
      payload: { date: DAY, reason: REASON },
    });
  const holdSeats = (slotId: string, seats: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: { cookie: visitor.cookie },
      payload: { slotId, seats },
    });
  async function bookingRequest(slotId: string, holdId?: string) {
    const verificationId = await verifiedChallenge(t, visitor.user.id);
    const body = { slotId, people: somePeople(2), verificationId, ...(holdId ? { holdId } : {}) };
    return () => postBooking(t, { cookie: visitor.cookie, body });
  }

  it('refuses, 409 slot_closed, a booking whose checks passed before a closure committed ahead of its transaction', async () => {
    const slot = await insertSlot(t.database.db, { date: DAY, time: '09:30', capacity: 10 });
    const hold = await holdSeats(slot.id, 2);
    expect(hold.statusCode).toBe(201);
    const book = await bookingRequest(slot.id, hold.json().id);
    const before = await storedState(t, slot.id);
    let closed: Awaited<ReturnType<typeof closeDay>> | undefined;
    // The booking has read the slot open; the closure commits before its transaction begins.
    beforeNextWrite = async () => {
      closed = await closeDay();
    };
    const booking = await book();
    expect(closed?.json()).toEqual({ date: DAY, cancelled: 0, people: 0, dryRun: false });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().error.code).toBe('slot_closed');
    expect(await storedState(t, slot.id)).toEqual(before);
  });

  it.runIf(kind === 'postgres')(
    'holding the slot: a closure that commits first refuses the waiting booking; one that waits on a booking cancels and mails it',
    async () => {
      const slot = await insertSlot(t.database.db, { date: DAY, time: '09:30', capacity: 10 });
      const watcher = new pg.Client({ connectionString: t.config.databaseUrl });
      await watcher.connect();
      /** Pauses the next write transaction just before its commit; resolves with its backend's pid. */
      function pauseNextCommit() {
        let release = () => {};
        const paused = new Promise<number>((resolvePaused) => {
          beforeNextCommit = async (trx) => {
            const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
            resolvePaused(rows[0].pid);
            await new Promise<void>((resolveRelease) => {
              release = resolveRelease;
            });
          };
        });
        return { paused, release: () => release() };
      }
      /** Until a backend waits on a lock the paused transaction holds. */
      async function waitsOn(holder: number): Promise<void> {
        for (let attempt = 0; attempt < 1000; attempt++) {
          const { rows } = await watcher.query(
            `select pid from pg_stat_activity where wait_event_type = 'Lock' and $1 = any(pg_blocking_pids(pid))`,
            [holder],
          );
          if (rows.length > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error('nothing waited on the paused transaction');
      }
      try {
        // The closure has closed the slot and holds its lock; the booking comes, then waits.
        const closure = pauseNextCommit();
        const closing = closeDay();
        const closurePid = await closure.paused;
        const booking = (await bookingRequest(slot.id))();
        await waitsOn(closurePid);
        closure.release();
        expect((await closing).json()).toEqual({ date: DAY, cancelled: 0, people: 0, dryRun: false });
        const refused = await booking;
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.code).toBe('slot_closed');

        const reopened = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/closures/${DAY}`,
          headers: { cookie: admin.cookie },
        });
        expect(reopened.statusCode).toBe(204);
        // Now the booking has taken its seats and holds the lock; the closure comes, then waits.
        const book = await bookingRequest(slot.id);
        const taking = pauseNextCommit();
        const booked = book();
        const bookingPid = await taking.paused;
        const closingAfter = closeDay();
        await waitsOn(bookingPid);
        taking.release();
        const ticketAnswer = await booked;
        expect(ticketAnswer.statusCode).toBe(201);
        expect((await closingAfter).json()).toEqual({ date: DAY, cancelled: 1, people: 2, dryRun: false });
        const ticket = await t.app.inject({
          url: `/api/bookings/${ticketAnswer.json().id}`,
          headers: { cookie: visitor.cookie },
        });
        expect(ticket.json()).toMatchObject({ status: -1, cancelReason: REASON });
        const mails = (await outboxMail(t)).filter((mail) => mail.subject.endsWith('is cancelled'));
        expect(mails.map((mail) => mail.to)).toEqual(['asha@example.org']);
      } finally {
        await watcher.end();
      }
    },
  );
});
