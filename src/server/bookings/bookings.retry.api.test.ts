import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Person } from '../../shared/schemas/people';
import { somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { NOW, postBooking, slotFor, storedState, verifiedChallenge } from './bookings.test-helpers';

// A booking whose answer was lost (the connection dropped after it committed) is sent again
// by the app: the same request answers the booking already made, and nothing new is stored.

const USED = {
  code: 'verification_used',
  message: 'This mobile validation was already used for a booking. Please validate your mobile number again.',
};

describeEachDatabase('POST /api/bookings sent again', (kind) => {
  let t: TestApp;
  let visitor: { cookie: string; id: string };

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, 'asha@example.org');
    visitor = { cookie: session.cookie, id: session.user.id };
  });
  afterEach(() => t.close());

  const mails = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function bookOnce(slotId: string, people: Person[]) {
    const verificationId = await verifiedChallenge(t, visitor.id);
    const first = await postBooking(t, { cookie: visitor.cookie, slotId, people, verificationId });
    expect(first.statusCode).toBe(201);
    return { verificationId, ticket: first.json() };
  }

  it('answers the same request with the booking already made: 201, the same ticket, nothing new stored', async () => {
    const slot = await slotFor(t, { capacity: 5 });
    const people = somePeople(3);
    const { verificationId, ticket } = await bookOnce(slot.id, people);
    const before = { ...(await storedState(t, slot.id)), mails: await mails() };
    expect(before).toMatchObject({ bookings: 1, booked: 3, usedChallenges: 1 });

    const again = await postBooking(t, { cookie: visitor.cookie, slotId: slot.id, people, verificationId });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(ticket);
    expect({ ...(await storedState(t, slot.id)), mails: await mails() }).toEqual(before);
  });

  it('still answers the booking once its slot is full and inside the lookahead', async () => {
    const slot = await slotFor(t, { date: '2026-11-20', time: '11:00', capacity: 2 });
    const people = somePeople(2);
    const { verificationId, ticket } = await bookOnce(slot.id, people);
    // 10:45: the same-day lookahead no longer offers the 11:00 slot to a new booking.
    t.clock.advance(45);
    const again = await postBooking(t, { cookie: visitor.cookie, slotId: slot.id, people, verificationId });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(ticket.id);
    expect((await storedState(t, slot.id)).bookings).toBe(1);
  });

  it('refuses the same verification for another slot or other people with the used text', async () => {
    const slot = await slotFor(t, { capacity: 10 });
    const otherSlot = await slotFor(t, { time: '10:00', capacity: 10 });
    const people = somePeople(2);
    const { verificationId } = await bookOnce(slot.id, people);
    const before = await storedState(t, slot.id);

    const variants: { slotId: string; people: Person[] }[] = [
      { slotId: otherSlot.id, people },
      { slotId: slot.id, people: [people[0]] },
      { slotId: slot.id, people: [...people, ...somePeople(1)] },
      { slotId: slot.id, people: [people[1], people[0]] },
      { slotId: slot.id, people: [{ ...people[0], name: 'Someone Else' }, people[1]] },
      { slotId: slot.id, people: [people[0], { ...people[1], dob: '2011-01-02' }] },
    ];
    for (const variant of variants) {
      const refused = await postBooking(t, { cookie: visitor.cookie, verificationId, ...variant });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: USED });
    }
    expect(await storedState(t, slot.id)).toEqual(before);
    expect((await storedState(t, otherSlot.id)).booked).toBe(0);
  });

  it('does not show another visitor the booking made with a verification they name', async () => {
    const slot = await slotFor(t);
    const people = somePeople(2);
    const { verificationId } = await bookOnce(slot.id, people);
    const other = await signIn(t, 'ravi@example.org');
    const response = await postBooking(t, { cookie: other.cookie, slotId: slot.id, people, verificationId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('verification_required');
  });

  it('makes one booking when the same request arrives twice at once', async () => {
    const slot = await slotFor(t, { capacity: 5 });
    const people = somePeople(2);
    const verificationId = await verifiedChallenge(t, visitor.id);
    const send = () => postBooking(t, { cookie: visitor.cookie, slotId: slot.id, people, verificationId });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0].json().id).toBe(answers[1].json().id);
    expect(await storedState(t, slot.id)).toMatchObject({ bookings: 1, booked: 2, usedChallenges: 1 });
  });
});
