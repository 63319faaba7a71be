import type { Person } from '../../shared/schemas/people';
import { insertChallenge, insertSlot, type SlotSpec, somePeople } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

// Shared steps of the booking API tests.

export const NOW = '2026-11-20T04:30:00.000Z'; // 10:00 on a Friday in India
export const VISIT_DATE = '2026-11-22';

export async function slotFor(t: TestApp, spec: Partial<SlotSpec> = {}) {
  return insertSlot(t.database.db, { date: VISIT_DATE, ...spec });
}

export async function verifiedChallenge(
  t: TestApp,
  userId: string,
  spec: { verified?: boolean; expiresInMinutes?: number } = {},
) {
  return insertChallenge(t.database.db, { userId, now: t.clock(), ...spec });
}

export interface BookOptions {
  cookie?: string;
  slotId?: string;
  people?: Person[];
  verificationId?: string;
  body?: unknown;
  origin?: string;
}

export function postBooking(t: TestApp, options: BookOptions) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    payload: options.body ?? {
      slotId: options.slotId,
      people: options.people ?? somePeople(2),
      verificationId: options.verificationId,
    },
  });
}

/** Books `people` people (or the people given) at the slot for the signed-in user; returns the ticket. */
export async function book(
  t: TestApp,
  user: { cookie: string; id: string },
  slotId: string,
  people = 2,
  who: Person[] = somePeople(people),
) {
  const verificationId = await verifiedChallenge(t, user.id);
  const response = await postBooking(t, {
    cookie: user.cookie,
    slotId,
    people: who,
    verificationId,
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json();
}

/** What a refused request must leave: no booking, no people, no event, seats and challenge as they were. */
export async function storedState(t: TestApp, slotId: string) {
  const db = t.database.db;
  const count = async (table: 'bookings' | 'booking_people' | 'booking_events') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const slot = await db.selectFrom('slots').select('booked').where('id', '=', slotId).executeTakeFirst();
  const used = await db
    .selectFrom('verifications')
    .select('id')
    .where('used_by_booking_id', 'is not', null)
    .execute();
  return {
    bookings: await count('bookings'),
    people: await count('booking_people'),
    events: await count('booking_events'),
    booked: slot?.booked,
    usedChallenges: used.length,
  };
}
