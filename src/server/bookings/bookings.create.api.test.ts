import { afterEach, beforeEach, expect, it } from 'vitest';
import { somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { NOW, postBooking, slotFor, storedState, verifiedChallenge } from './bookings.test-helpers';

describeEachDatabase('POST /api/bookings', (kind) => {
  let t: TestApp;
  let visitor: { cookie: string; id: string };

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, 'asha@example.org');
    visitor = { cookie: session.cookie, id: session.user.id };
  });
  afterEach(() => t.close());

  it('books in one go: 201 with the ticket, and the booking, people, event, seats and challenge stored', async () => {
    const slot = await slotFor(t, { capacity: 5, booked: 1 });
    const verificationId = await verifiedChallenge(t, visitor.id);
    const people = somePeople(3);
    const response = await postBooking(t, {
      cookie: visitor.cookie,
      slotId: slot.id,
      people,
      verificationId,
    });

    expect(response.statusCode).toBe(201);
    const ticket = response.json();
    expect(ticket.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ticket).toMatchObject({
      slotId: '2026-11-22T09:30',
      date: '2026-11-22',
      slotLabel: '09:30 AM - 10:00 AM',
      startsAt: '2026-11-22T04:00:00.000Z',
      mobile: '+919876543210',
      status: 0,
      bookedAt: NOW,
      viewerIsOwner: true,
    });
    expect(ticket.people.map((person: { documentNumber: string }) => person.documentNumber)).toEqual(
      people.map((person) => person.documentNumber),
    );

    const db = t.database.db;
    const stored = await db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: visitor.id,
      slot_id: slot.id,
      people: 3,
      status: 0,
      mobile: '+919876543210',
    });
    const storedPeople = await db
      .selectFrom('booking_people')
      .select(['position', 'name'])
      .where('booking_id', '=', ticket.id)
      .orderBy('position')
      .execute();
    expect(storedPeople).toEqual(people.map((person, position) => ({ position, name: person.name })));
    const events = await db
      .selectFrom('booking_events')
      .selectAll()
      .where('booking_id', '=', ticket.id)
      .execute();
    expect(events).toMatchObject([{ from_status: null, to_status: 0, by_user_id: visitor.id }]);
    const challenge = await db
      .selectFrom('verifications')
      .select('used_by_booking_id')
      .where('id', '=', verificationId)
      .executeTakeFirstOrThrow();
    expect(challenge.used_by_booking_id).toBe(ticket.id);
    expect((await storedState(t, slot.id)).booked).toBe(4);
  });

  it('gives every booking its own unguessable id', async () => {
    const slot = await slotFor(t);
    const ids = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const verificationId = await verifiedChallenge(t, visitor.id);
      const response = await postBooking(t, {
        cookie: visitor.cookie,
        slotId: slot.id,
        people: somePeople(1),
        verificationId,
      });
      ids.add(response.json().id);
    }
    expect(ids.size).toBe(5);
  });

  it('takes exactly the seats left', async () => {
    const slot = await slotFor(t, { capacity: 5, booked: 2 });
    const verificationId = await verifiedChallenge(t, visitor.id);
    const response = await postBooking(t, {
      cookie: visitor.cookie,
      slotId: slot.id,
      people: somePeople(3),
      verificationId,
    });
    expect(response.statusCode).toBe(201);
    expect((await storedState(t, slot.id)).booked).toBe(5);
  });

  it('asks a signed-out visitor to log in', async () => {
    const slot = await slotFor(t);
    const response = await postBooking(t, { slotId: slot.id, verificationId: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please login to continue booking!');
  });

  it('refuses a request sent from another site', async () => {
    const slot = await slotFor(t);
    const verificationId = await verifiedChallenge(t, visitor.id);
    const response = await postBooking(t, {
      cookie: visitor.cookie,
      slotId: slot.id,
      verificationId,
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(await storedState(t, slot.id)).toMatchObject({ bookings: 0, usedChallenges: 0 });
  });
});
