import { insertChallenge, insertSlot, somePeople } from '../../test/factories';
import { outboxMail } from '../../test/outbox';
import { signIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';

// Shared steps of the hold and waiting-list API tests.

export const NOW = '2026-11-20T04:30:00.000Z'; // 10:00 on a Friday in India
export const VISIT_DATE = '2026-11-22';
export const SLOT_ID = '2026-11-22T09:30';

export interface Visitor {
  cookie: string;
  id: string;
  email: string;
}

export async function visitor(t: TestApp, name: string): Promise<Visitor> {
  const email = `${name}@example.org`;
  const session = await signIn(t, email);
  return { cookie: session.cookie, id: session.user.id, email };
}

export function slotFor(
  t: TestApp,
  spec: { capacity?: number; booked?: number; time?: string; date?: string } = {},
) {
  return insertSlot(t.database.db, { date: VISIT_DATE, ...spec });
}

export function hold(t: TestApp, who: Visitor | null, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/holds',
    headers: who ? { cookie: who.cookie } : {},
    payload: body as object,
  });
}

export async function holdOk(t: TestApp, who: Visitor, slotId: string, seats: number) {
  const response = await hold(t, who, { slotId, seats });
  if (response.statusCode !== 201) throw new Error(`hold failed: ${response.body}`);
  return response.json() as { id: string; slotId: string; seats: number; expiresAt: string; offer: boolean };
}

export function release(t: TestApp, who: Visitor, holdId: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/holds/${holdId}`, headers: { cookie: who.cookie } });
}

export async function myHolds(t: TestApp, who: Visitor) {
  return (await t.app.inject({ url: '/api/holds', headers: { cookie: who.cookie } })).json().holds;
}

/** The slot as `who` (or a guest) sees it in GET /api/slots; undefined when not listed. */
export async function listedSlot(t: TestApp, slotId: string, who?: Visitor) {
  const date = slotId.slice(0, 10);
  const response = await t.app.inject({
    url: `/api/slots?date=${date}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  return response.json().slots.find((slot: { id: string }) => slot.id === slotId);
}

export async function postBooking(t: TestApp, who: Visitor, slotId: string, people: number, holdId?: string) {
  const verificationId = await insertChallenge(t.database.db, { userId: who.id, now: t.clock() });
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: who.cookie },
    payload: { slotId, people: somePeople(people), verificationId, ...(holdId ? { holdId } : {}) },
  });
}

export async function bookOk(t: TestApp, who: Visitor, slotId: string, people: number, holdId?: string) {
  const response = await postBooking(t, who, slotId, people, holdId);
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json() as { id: string };
}

export function cancel(t: TestApp, who: Visitor, bookingId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    headers: { cookie: who.cookie },
  });
}

export function joinWaitlist(t: TestApp, who: Visitor, slotId: string, seats: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: { cookie: who.cookie },
    payload: { slotId, seats },
  });
}

export async function waitlistOf(t: TestApp, who: Visitor) {
  return (await t.app.inject({ url: '/api/waitlist', headers: { cookie: who.cookie } })).json().entries;
}

export async function seatsOf(t: TestApp, slotId: string) {
  const slot = await t.database.db
    .selectFrom('slots')
    .select(['booked', 'capacity'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  return slot;
}

/** Mail in the outbox to this address, newest last. */
export async function mailTo(t: TestApp, email: string) {
  return (await outboxMail(t)).filter((mail) => mail.to === email);
}
