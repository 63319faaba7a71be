import { afterEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  AT_THE_DOOR,
  BOOKED_AT,
  bookVisit,
  type DoorSetup,
  doorSetup,
  getDoorBooking,
  seatsBooked,
  step,
} from './door.test-helpers';
import { offlineStep, postSteps, roster, upload } from './door-offline.test-helpers';

// Steps a door device took offline, uploaded later (issue 25): applied as of their time,
// repeated uploads answered as duplicates, steps another device overtook recorded as conflicts.

/** India 10:12 on the visit's day: the device, offline, checks the party in. */
const OFFLINE_AT = '2026-11-22T04:42:00.000Z';
/** India 10:40: the network is back, the slot is over. */
const BACK_ONLINE = '2026-11-22T05:10:00.000Z';

describeEachDatabase('offline door steps', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  let cookie: string;
  afterEach(() => t.close());

  async function open() {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t);
    cookie = setup.staff.cookie;
  }

  const bookingOf = async (id: string) => (await getDoorBooking(t, cookie, id)).json();

  it('applies a late upload as of the step’s time, and a repeated upload once', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const before = await roster(t, cookie);
    t.clock.set(BACK_ONLINE);
    const checkIn = offlineStep(id, { from: 0, to: 3, at: OFFLINE_AT });
    expect(await upload(t, cookie, [checkIn])).toEqual([
      { nonce: checkIn.nonce, result: 'applied', forced: false, status: 3 },
    ]);
    const booking = await bookingOf(id);
    expect(booking.status).toBe(3);
    expect(booking.events.at(-1)).toEqual({
      from: 0,
      to: 3,
      at: OFFLINE_AT,
      by: { id: setup.staff.user.id, email: 'door@example.org', displayName: 'Meera' },
      reason: null,
      forced: false,
    });
    // Another device's roster gets it, though the step's time is before its last sync.
    const delta = await roster(t, cookie, before.syncedAt);
    expect(delta.bookings).toEqual([expect.objectContaining({ id, status: 3, statusChangedAt: OFFLINE_AT })]);

    // The answer was lost: the same upload again changes nothing.
    expect(await upload(t, cookie, [checkIn])).toEqual([
      { nonce: checkIn.nonce, result: 'duplicate', status: 3 },
    ]);
    expect((await bookingOf(id)).events).toHaveLength(booking.events.length);
  });

  it('records a step another device overtook as a conflict, says who and when, and records it once', async () => {
    await open();
    const id = await bookVisit(t, setup);
    const desk = await signIn(t, 'desk@example.org', { role: 'staff' });
    t.clock.set('2026-11-22T04:45:00.000Z');
    await step(t, desk.cookie, id, { from: 0, to: 3 });
    t.clock.set(BACK_ONLINE);
    const late = offlineStep(id, { from: 0, to: 3, at: OFFLINE_AT });
    const conflict = {
      nonce: late.nonce,
      result: 'conflict',
      status: 3,
      by: 'desk@example.org',
      at: '2026-11-22T04:45:00.000Z',
      message: 'desk@example.org already marked this booking checked in at 10:15 AM.',
    };
    expect(await upload(t, cookie, [late])).toEqual([conflict]);
    expect(await upload(t, cookie, [late])).toEqual([conflict]);

    const booking = await bookingOf(id);
    expect(booking.events.filter((event: { to: number }) => event.to === 3)).toHaveLength(1);
    const recorded = booking.log.changes.filter(
      (change: { action: string }) => change.action === 'booking.offline_conflict',
    );
    expect(recorded).toEqual([
      {
        at: BACK_ONLINE,
        action: 'booking.offline_conflict',
        by: { id: setup.staff.user.id, email: 'door@example.org' },
        before: { status: 0 },
        after: {
          status: 3,
          to: 3,
          step: 'check_in',
          stepAt: OFFLINE_AT,
          nonce: late.nonce,
          message: conflict.message,
        },
      },
    ]);
  });

  it('keeps an offline admit outside the window, marked forced with the reason offline', async () => {
    await open();
    const early = await bookVisit(t, setup);
    const forcedWithReason = await bookVisit(t, setup);
    // India 09:00: the window opens at 09:30. Uploaded at once, still too early.
    t.clock.set('2026-11-22T03:30:00.000Z');
    const steps = [
      offlineStep(early, { from: 0, to: 3, at: '2026-11-22T03:29:00.000Z' }),
      offlineStep(forcedWithReason, {
        from: 0,
        to: 1,
        at: '2026-11-22T03:29:30.000Z',
        force: true,
        reason: 'Came early for the aarti',
      }),
    ];
    const results = await upload(t, cookie, steps);
    expect(
      results.map((result: { result: string; forced: boolean }) => [result.result, result.forced]),
    ).toEqual([
      ['applied', true],
      ['applied', true],
    ]);
    expect((await bookingOf(early)).events.at(-1)).toMatchObject({ forced: true, reason: 'offline' });
    expect((await bookingOf(forcedWithReason)).events.at(-1)).toMatchObject({
      forced: true,
      reason: 'Came early for the aarti',
    });
  });

  it('refuses and admits in part offline, giving the seats back', async () => {
    await open();
    const refused = await bookVisit(t, setup);
    const partly = await bookVisit(t, setup);
    expect(await seatsBooked(t, setup.slotId)).toBe(4);
    t.clock.set(BACK_ONLINE);
    const results = await upload(t, cookie, [
      offlineStep(refused, { from: 0, to: 2, at: OFFLINE_AT }),
      offlineStep(partly, { from: 0, to: 3, at: OFFLINE_AT, admitted: 1 }),
    ]);
    expect(results.map((result: { result: string }) => result.result)).toEqual(['applied', 'applied']);
    expect((await bookingOf(refused)).events.at(-1)).toMatchObject({
      to: 2,
      reason: 'offline',
      forced: false,
    });
    expect(await bookingOf(partly)).toMatchObject({ status: 3, admitted: 1 });
    expect(await seatsBooked(t, setup.slotId)).toBe(1);
  });

  it('measures an offline undo against the step’s time, not the upload’s', async () => {
    await open();
    const undone = await bookVisit(t, setup);
    const tooLate = await bookVisit(t, setup);
    t.clock.set(BACK_ONLINE);
    const results = await upload(t, cookie, [
      offlineStep(undone, { from: 0, to: 3, at: OFFLINE_AT }),
      offlineStep(undone, { from: 3, to: 1, at: '2026-11-22T04:50:00.000Z' }),
      offlineStep(tooLate, { from: 0, to: 3, at: OFFLINE_AT }),
      offlineStep(tooLate, { from: 3, to: 1, at: '2026-11-22T04:53:00.000Z' }),
    ]);
    expect(results.map((result: { result: string }) => result.result)).toEqual([
      'applied',
      'applied',
      'applied',
      'conflict',
    ]);
    expect(results[3]).toMatchObject({ status: 3, message: 'A step can only be undone within 10 minutes.' });
    expect((await bookingOf(undone)).status).toBe(1);
    expect((await bookingOf(tooLate)).status).toBe(3);
  });

  it('answers a step the door does not take, and an unknown booking, with a conflict', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const notAStep = offlineStep(id, { from: 0, to: 4, at: AT_THE_DOOR });
    const unknown = offlineStep('no-such-booking', { from: 0, to: 3, at: AT_THE_DOOR });
    expect(await upload(t, cookie, [notAStep, unknown])).toEqual([
      {
        nonce: notAStep.nonce,
        result: 'conflict',
        status: 0,
        by: 'visitor@example.org',
        at: BOOKED_AT,
        message: 'This step is not possible for this booking.',
      },
      {
        nonce: unknown.nonce,
        result: 'conflict',
        status: null,
        by: null,
        at: null,
        message: 'No booking was found with this Booking ID.',
      },
    ]);
    expect((await bookingOf(id)).status).toBe(0);
  });

  it('refuses a bad body whole with 400, applying none of its steps', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    const good = offlineStep(id, { from: 0, to: 3, at: AT_THE_DOOR });
    const bodies: [unknown, string][] = [
      [[], 'steps: Too small: expected array to have >=1 items'],
      [Array.from({ length: 201 }, () => good), 'steps: Too big: expected array to have <=200 items'],
      [[good, { ...good, nonce: 'short' }], 'steps.1.nonce'],
      [[good, { ...good, at: 'at ten' }], 'steps.1.at'],
      [[good, { ...good, from: '0' }], 'steps.1.from'],
      [
        [good, { ...good, at: '2026-11-22T04:46:00.000Z' }],
        "steps.1.at: the step's time is later than now; check the device's clock.",
      ],
      [
        [good, { ...good, at: '2026-11-20T18:29:59.000Z' }],
        'steps.1.at: steps from before 2026-11-21 can no longer be uploaded.',
      ],
    ];
    for (const [steps, message] of bodies) {
      const response = await postSteps(t, cookie, steps);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
      expect(response.json().error.message).toContain(message);
    }
    expect(await bookingOf(id)).toMatchObject({ status: 0, events: [expect.objectContaining({ to: 0 })] });

    // A phone's clock a little fast: the step counts as taken now.
    const fast = offlineStep(id, { from: 0, to: 3, at: '2026-11-22T04:43:00.000Z' });
    expect(await upload(t, cookie, [fast])).toEqual([expect.objectContaining({ result: 'applied' })]);
    expect((await bookingOf(id)).events.at(-1).at).toBe(AT_THE_DOOR);
  });
});
