import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { NOW, postBooking, slotFor, verifiedChallenge } from './bookings.test-helpers';

// A tripwire for decision 0032: after the first booking has compiled its queries and prepared
// its statements, later bookings do neither; and for 0048, 0061 and 0065: on PostgreSQL they
// take 2 round trips (the session is kept). Nothing else fails if a change of the booking's path (a query taken off
// preparedQuery, the SQLite statement cache switched off, a statement no longer held back)
// quietly brings that cost back.
describeEachDatabase('the booking hot path', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
  });
  afterEach(() => t.close());

  it('compiles no query and prepares no statement for the second to tenth bookings', async () => {
    const slot = await slotFor(t, { capacity: 50 });
    const { cookie, user } = await signIn(t, 'hot-path@example.org');
    const bookOnce = async () => {
      const verificationId = await verifiedChallenge(t, user.id);
      const before = { ...t.database.counts };
      const response = await postBooking(t, { cookie, slotId: slot.id, verificationId });
      expect(response.statusCode).toBe(201);
      return {
        compiled: t.database.counts.compiled - before.compiled,
        prepared: t.database.counts.prepared - before.prepared,
        // PostgreSQL (decisions 0048, 0061, 0065): begin + the verification + the slot + the
        // slot lock + the holds + the waiting list + the seats; the writes + commit. The
        // session was kept from the calls before.
        roundTrips: t.database.counts.roundTrips - before.roundTrips,
      };
    };
    const first = await bookOnce();
    // The counters count: the first booking did compile its queries.
    expect(first.compiled).toBeGreaterThan(0);
    if (kind === 'sqlite') expect(first.prepared).toBeGreaterThan(0);
    for (let booking = 2; booking <= 10; booking++) {
      const roundTrips = kind === 'postgres' ? 2 : 0;
      expect({ booking, ...(await bookOnce()) }).toEqual({ booking, compiled: 0, prepared: 0, roundTrips });
    }
  });
});
