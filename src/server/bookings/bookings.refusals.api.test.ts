import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Person } from '../../shared/schemas/people';
import { somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { NOW, postBooking, slotFor, storedState, verifiedChallenge } from './bookings.test-helpers';

const FULL_MESSAGE =
  'Maximum allowed people exceeded for the slot 09:30 AM - 10:00 AM. Please remove all extra people or change the booking slot!';

describeEachDatabase('POST /api/bookings refusals', (kind) => {
  let t: TestApp;
  let visitor: { cookie: string; id: string };

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, 'ravi@example.org');
    visitor = { cookie: session.cookie, id: session.user.id };
  });
  afterEach(() => t.close());

  /** Sends the booking and checks the refusal left nothing behind. */
  async function expectRefused(
    request: { slotId?: string; people?: Person[]; verificationId?: string; body?: unknown },
    expected: { status: number; code: string; message: string },
    slotId = '2026-11-22T09:30',
  ) {
    const before = await storedState(t, slotId);
    const response = await postBooking(t, { cookie: visitor.cookie, ...request });
    expect(response.statusCode).toBe(expected.status);
    expect(response.json()).toEqual({ error: { code: expected.code, message: expected.message } });
    expect(await storedState(t, slotId)).toEqual(before);
    expect(before).toMatchObject({ bookings: 0, people: 0, events: 0, usedChallenges: 0 });
  }

  // Both fields are required in the contract; like every field, the message names it.
  it('refuses a missing slot and an empty people list with the spec texts', async () => {
    const slot = await slotFor(t);
    const verificationId = await verifiedChallenge(t, visitor.id);
    await expectRefused(
      { verificationId },
      { status: 400, code: 'invalid_input', message: 'slotId: Please select a slot' },
    );
    await expectRefused(
      { slotId: slot.id, people: [], verificationId },
      { status: 400, code: 'invalid_input', message: 'people: Please add person for the booking' },
    );
  });

  it('refuses more people than the slot holds with the server text', async () => {
    const slot = await slotFor(t, { capacity: 3 });
    const verificationId = await verifiedChallenge(t, visitor.id);
    await expectRefused(
      { slotId: slot.id, people: somePeople(4), verificationId },
      { status: 400, code: 'too_many_people', message: 'Number of people are more than allowed per slot' },
    );
  });

  it('refuses more people than the seats left with the maximum-exceeded text', async () => {
    const slot = await slotFor(t, { capacity: 5, booked: 3 });
    const verificationId = await verifiedChallenge(t, visitor.id);
    await expectRefused(
      { slotId: slot.id, people: somePeople(3), verificationId },
      { status: 409, code: 'slot_full', message: FULL_MESSAGE },
    );
  });

  it('refuses an unknown slot, a closed day or slot, a started slot and one inside the lookahead', async () => {
    const verificationId = await verifiedChallenge(t, visitor.id);
    await expectRefused(
      { slotId: '2026-11-22T08:00', verificationId },
      {
        status: 404,
        code: 'slot_not_found',
        message: 'This slot does not exist. Please choose another slot.',
      },
    );
    // 2026-11-24 is the last Tuesday of November.
    const closed = await slotFor(t, { date: '2026-11-24' });
    await expectRefused(
      { slotId: closed.id, verificationId },
      {
        status: 409,
        code: 'slot_closed',
        message: 'The museum is closed on this day. Please choose another date.',
      },
      closed.id,
    );
    const notBookable = {
      status: 409,
      code: 'slot_not_bookable',
      message: 'This slot can no longer be booked. Please choose a later slot.',
    };
    // A slot the trust closed.
    const closedSlot = await slotFor(t, { time: '11:00', closed: true });
    await expectRefused(
      { slotId: closedSlot.id, verificationId },
      { ...notBookable, code: 'slot_closed' },
      closedSlot.id,
    );
    const started = await slotFor(t, { date: '2026-11-20', time: '09:30' });
    await expectRefused({ slotId: started.id, verificationId }, notBookable, started.id);
    // Now is 10:00: 10:29 is inside the 30-minute lookahead, 10:30 is not.
    const tooSoon = await slotFor(t, { date: '2026-11-20', time: '10:29' });
    await expectRefused({ slotId: tooSoon.id, verificationId }, notBookable, tooSoon.id);
    const justInTime = await slotFor(t, { date: '2026-11-20', time: '10:30' });
    const response = await postBooking(t, { cookie: visitor.cookie, slotId: justInTime.id, verificationId });
    expect(response.statusCode).toBe(201);
  });

  it('refuses an unverified, expired, used or missing challenge, and another user’s', async () => {
    const slot = await slotFor(t);
    await expectRefused(
      { slotId: slot.id, verificationId: await verifiedChallenge(t, visitor.id, { verified: false }) },
      {
        status: 409,
        code: 'verification_pending',
        message: 'Your mobile number is not validated yet. Please send the SMS and validate again.',
      },
    );
    const expired = await verifiedChallenge(t, visitor.id, { expiresInMinutes: 10 });
    t.clock.advance(10);
    await expectRefused(
      { slotId: slot.id, verificationId: expired },
      {
        status: 409,
        code: 'verification_expired',
        message: 'Your mobile validation has expired. Please validate your mobile number again.',
      },
    );
    const required = {
      status: 400,
      code: 'verification_required',
      message: 'Please validate your mobile number before booking',
    };
    await expectRefused({ slotId: slot.id, verificationId: 'no-such-challenge' }, required);
    const other = await signIn(t, 'other@example.org');
    await expectRefused(
      { slotId: slot.id, verificationId: await verifiedChallenge(t, other.user.id) },
      required,
    );
    await expectRefused(
      { body: { slotId: slot.id, people: somePeople(1) } },
      {
        status: 400,
        code: 'invalid_input',
        message: 'verificationId: Please validate your mobile number before booking',
      },
    );
  });

  it('refuses a challenge that was already used for a booking', async () => {
    const slot = await slotFor(t);
    const verificationId = await verifiedChallenge(t, visitor.id);
    expect(
      (await postBooking(t, { cookie: visitor.cookie, slotId: slot.id, verificationId })).statusCode,
    ).toBe(201);
    const before = await storedState(t, slot.id);
    const again = await postBooking(t, { cookie: visitor.cookie, slotId: slot.id, verificationId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'verification_used',
      message:
        'This mobile validation was already used for a booking. Please validate your mobile number again.',
    });
    expect(await storedState(t, slot.id)).toEqual(before);
  });

  it('refuses invalid people, naming the person and the rule', async () => {
    const slot = await slotFor(t);
    const verificationId = await verifiedChallenge(t, visitor.id);
    const [first, second] = somePeople(2) as [Person, Person];
    const refuse = (people: unknown[], message: string) =>
      expectRefused(
        { slotId: slot.id, verificationId, body: { slotId: slot.id, people, verificationId } },
        {
          status: 400,
          code: 'invalid_input',
          message,
        },
      );
    await refuse([first, { ...second, name: ' ' }], "people.1.name: Please enter the person's name");
    await refuse([{ ...first, gender: 'X' }], 'people.0.gender: Please select a gender');
    await refuse([{ ...first, nationality: 'Indian' }], 'people.0.nationality: Please select a nationality');
    await refuse([{ ...first, dob: '2001-02-30' }], 'people.0.dob: Please enter the date of birth');
    await refuse(
      [{ ...first, documentNumber: '1234' }],
      'people.0.documentNumber: Please enter the Aadhar or Passport number (5 to 14 characters)',
    );
    await refuse(
      [{ ...first, documentNumber: '123456789012345' }],
      'people.0.documentNumber: Please enter the Aadhar or Passport number (5 to 14 characters)',
    );
    await refuse(
      [first, { ...second, documentNumber: first.documentNumber }],
      'Each person on a booking needs a different document number',
    );
    // Today is 2026-11-20 in India: the youngest allowed birth date is 2018-11-12.
    await refuse(
      [first, { ...second, dob: '2018-11-13' }],
      'people.1.dob: Please enter a date of birth between 1852-12-02 and 2018-11-12. Visitors must be at least 8 years old.',
    );
    await refuse(
      [{ ...first, dob: '1852-12-01' }],
      'people.0.dob: Please enter a date of birth between 1852-12-02 and 2018-11-12. Visitors must be at least 8 years old.',
    );
    const edges = [
      { ...first, dob: '1852-12-02' },
      { ...second, dob: '2018-11-12' },
    ];
    const accepted = await postBooking(t, {
      cookie: visitor.cookie,
      slotId: slot.id,
      people: edges,
      verificationId,
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
      payload: '{"slotId":',
    });
    expect(response.statusCode).toBe(400);
  });
});
