import { randomUUID } from 'node:crypto';
import type { StatusChange } from '../../shared/schemas/door';
import type { Person } from '../../shared/schemas/people';
import { insertChallenge, insertSlot, somePeople } from '../../test/factories';
import { type SignedInUser, signIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';

// Shared steps of the door API tests: a 10:00–10:30 slot on 22 November 2026 (India), booked
// through the API two days before, then the clock moves to the door.

export const BOOKED_AT = '2026-11-20T04:30:00.000Z';
export const VISIT_DATE = '2026-11-22';
/** 10:00 and 10:30 in India. */
export const SLOT_START = '2026-11-22T04:30:00.000Z';
export const SLOT_END = '2026-11-22T05:00:00.000Z';
/** 09:30 in India: DOOR_EARLY_MINUTES (30) before the start. */
export const WINDOW_OPENS = '2026-11-22T04:00:00.000Z';
/** 10:10 in India: inside the window. */
export const AT_THE_DOOR = '2026-11-22T04:40:00.000Z';

export interface DoorSetup {
  staff: SignedInUser;
  visitor: SignedInUser;
  slotId: string;
}

/** A staff member, a visitor and the slot; the clock at BOOKED_AT. */
export async function doorSetup(t: TestApp, slot: { capacity?: number } = {}): Promise<DoorSetup> {
  t.clock.set(BOOKED_AT);
  const staff = await signIn(t, 'door@example.org', { role: 'staff', displayName: 'Meera' });
  const visitor = await signIn(t, 'visitor@example.org');
  const { id } = await insertSlot(t.database.db, {
    date: VISIT_DATE,
    time: '10:00',
    capacity: slot.capacity,
  });
  return { staff, visitor, slotId: id };
}

/** Books through the API as the visitor (the clock must allow booking), then moves the clock a minute on. */
export async function bookVisit(t: TestApp, setup: DoorSetup, people: Person[] = somePeople(2)) {
  const verificationId = await insertChallenge(t.database.db, {
    userId: setup.visitor.user.id,
    now: t.clock(),
    mobile: '9876543210',
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: setup.visitor.cookie },
    payload: { slotId: setup.slotId, people, verificationId },
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  // A minute between bookings keeps their order (by booking time) plain.
  t.clock.advance(1);
  return response.json().id as string;
}

export function getDoorBooking(t: TestApp, cookie: string, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: { cookie } });
}

export function postStep(t: TestApp, cookie: string, id: string, change: StatusChange) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${id}/status`,
    headers: { cookie },
    payload: change,
  });
}

/** A step that must succeed; returns the booking as answered. */
export async function step(t: TestApp, cookie: string, id: string, change: StatusChange) {
  const response = await postStep(t, cookie, id, { nonce: randomUUID(), ...change });
  if (response.statusCode !== 200)
    throw new Error(`step ${change.from}→${change.to} failed: ${response.body}`);
  return response.json();
}

export async function seatsBooked(t: TestApp, slotId: string): Promise<number> {
  const slot = await t.database.db
    .selectFrom('slots')
    .select('booked')
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  return slot.booked;
}
