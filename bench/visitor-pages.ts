import { insertVerifiedChallenges, somePeople } from '../src/test/factories';
import { signIn } from '../src/test/sign-in';
import type { TestApp } from '../src/test/test-app';
import type { BenchServers } from './servers';

/** A visitor page as Lighthouse and the trace (bench/trace-page.ts) load it. */
export interface VisitorPageToMeasure {
  name: string;
  path: string;
  /** The session cookie of a signed-in visitor, for the pages that need one. */
  cookie?: string;
}

/**
 * The five visitor pages measured, with a signed-in visitor holding one booking, so that the
 * ticket page and the history have something to show.
 */
export async function visitorPages(servers: BenchServers): Promise<VisitorPageToMeasure[]> {
  const harness = { app: servers.app, database: servers.database, services: servers.services } as TestApp;
  const visitor = await signIn(harness, 'lighthouse@example.org', { displayName: 'Asha Verma' });
  const offered = await servers.app.inject(`/api/slots?date=${servers.offeredDate}`);
  const slot = (offered.json() as { slots: { id: string }[] }).slots[0];
  if (!slot) throw new Error(`no slot offered on ${servers.offeredDate}`);
  await insertVerifiedChallenges(
    servers.database.db,
    [{ id: 'lighthouse-1', userId: visitor.user.id }],
    new Date(),
    60,
  );
  const booked = await servers.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: visitor.cookie },
    payload: { slotId: slot.id, people: somePeople(2), verificationId: 'lighthouse-1' },
  });
  if (booked.statusCode !== 201) throw new Error(`arranging a booking failed: ${booked.body}`);
  const bookingId = (booked.json() as { id: string }).id;
  return [
    { name: '/ (guest)', path: '/' },
    { name: '/booking/:id', path: `/booking/${bookingId}` },
    { name: '/bookings (signed in)', path: '/bookings', cookie: visitor.cookie },
    { name: '/digital-museum', path: '/digital-museum' },
    { name: 'unknown path (404)', path: '/no-such-page' },
  ];
}
