import { insertVerifiedChallenges, somePeople } from '../src/test/factories';
import { signIn } from '../src/test/sign-in';
import type { TestApp } from '../src/test/test-app';
import type { BenchServers } from './servers';

/** A visitor page as Lighthouse and the trace (bench/trace-page.ts) load it. */
export interface VisitorPageToMeasure {
  /** For LIGHTHOUSE_ONLY and TRACE_PAGES. */
  id: string;
  name: string;
  path: string;
  /** Sent with every request of the page: a signed-in visitor's cookie, a browser's languages. */
  headers?: Record<string, string>;
  /** The `<html lang>` the server must send the page in, so that the row measures that language. */
  lang?: string;
}

/**
 * The visitor pages measured (the guest home twice: in English and as a first visit from a
 * Hindi browser, which the server answers with the page prerendered in Hindi), with a signed-in
 * visitor holding one booking, so that the ticket page and the history have something to show.
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
    { id: 'home', name: '/ (guest)', path: '/' },
    {
      id: 'home-hi',
      name: '/ (guest, Hindi)',
      path: '/',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      lang: 'hi',
    },
    { id: 'ticket', name: '/booking/:id', path: `/booking/${bookingId}` },
    { id: 'history', name: '/bookings (signed in)', path: '/bookings', headers: { cookie: visitor.cookie } },
    { id: 'museum', name: '/digital-museum', path: '/digital-museum' },
    { id: 'not-found', name: 'unknown path (404)', path: '/no-such-page' },
  ];
}

/** The pages an environment variable names (ids, comma-separated), all without it. */
export function chosenPages(pages: VisitorPageToMeasure[], variable: string): VisitorPageToMeasure[] {
  const only = process.env[variable]
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!only?.length) return pages;
  const unknown = only.filter((id) => !pages.some((page) => page.id === id));
  if (unknown.length) {
    throw new Error(
      `${variable}: no page ${unknown.join(', ')} (the pages: ${pages.map((page) => page.id).join(', ')})`,
    );
  }
  return pages.filter((page) => only.includes(page.id));
}
