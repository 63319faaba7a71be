import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  AT_THE_DOOR,
  BOOKED_AT,
  bookVisit,
  type DoorSetup,
  doorSetup,
  getDoorBooking,
  SLOT_END,
  step,
  WINDOW_OPENS,
} from './door.test-helpers';

const justBefore = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();

describeEachDatabase('the door verdict', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  let id: string;
  afterEach(() => t.close());

  async function open(env: NodeJS.ProcessEnv = {}) {
    t = await createTestApp(kind, { now: BOOKED_AT, env });
    setup = await doorSetup(t);
    id = await bookVisit(t, setup);
  }

  async function verdictAt(instant: string) {
    t.clock.set(instant);
    const response = await getDoorBooking(t, setup.staff.cookie, id);
    expect(response.statusCode).toBe(200);
    return response.json().verdict;
  }

  it('is valid from DOOR_EARLY_MINUTES before the start until the slot ends', async () => {
    await open();
    expect(await verdictAt(justBefore(WINDOW_OPENS))).toBe('too_early');
    expect(await verdictAt(WINDOW_OPENS)).toBe('valid');
    expect(await verdictAt(justBefore(SLOT_END))).toBe('valid');
    expect(await verdictAt(SLOT_END)).toBe('too_late');
    // The evening before, and the next morning in India.
    expect(await verdictAt('2026-11-21T13:00:00.000Z')).toBe('wrong_day');
    expect(await verdictAt('2026-11-22T18:30:00.000Z')).toBe('wrong_day');
  });

  it('opens the window as DOOR_EARLY_MINUTES says', async () => {
    await open({ DOOR_EARLY_MINUTES: '10' });
    expect(await verdictAt('2026-11-22T04:19:59.999Z')).toBe('too_early');
    expect(await verdictAt('2026-11-22T04:20:00.000Z')).toBe('valid');
  });

  it('tells staff when entry opens for a ticket that is too early', async () => {
    await open();
    t.clock.set('2026-11-22T03:10:00.000Z');
    const early = (await getDoorBooking(t, setup.staff.cookie, id)).json();
    expect(early).toMatchObject({ verdict: 'too_early', entryOpensAt: WINDOW_OPENS });
  });

  it('moves the opening of entry with DOOR_EARLY_MINUTES', async () => {
    await open({ DOOR_EARLY_MINUTES: '10' });
    t.clock.set('2026-11-22T04:00:00.000Z');
    const early = (await getDoorBooking(t, setup.staff.cookie, id)).json();
    expect(early).toMatchObject({ verdict: 'too_early', entryOpensAt: '2026-11-22T04:20:00.000Z' });
  });

  it('names the status of tickets that have been used, refused or cancelled', async () => {
    await open();
    const refusedId = await bookVisit(t, setup);
    const cancelledId = await bookVisit(t, setup);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${cancelledId}/cancel`,
      headers: { cookie: setup.visitor.cookie },
    });
    expect(cancelled.statusCode).toBe(200);

    t.clock.set(AT_THE_DOOR);
    const cookie = setup.staff.cookie;
    await step(t, cookie, id, { from: 0, to: 3 });
    expect(await verdictAt(AT_THE_DOOR)).toBe('already_inside');
    await step(t, cookie, id, { from: 3, to: 4 });
    expect(await verdictAt(AT_THE_DOOR)).toBe('already_left');
    await step(t, cookie, refusedId, { from: 0, to: 2, reason: 'No ID documents' });
    expect((await getDoorBooking(t, cookie, refusedId)).json().verdict).toBe('refused');
    expect((await getDoorBooking(t, cookie, cancelledId)).json().verdict).toBe('cancelled');
  });

  it('answers an unknown ticket with 404 and the verdict unknown', async () => {
    await open();
    const response = await getDoorBooking(t, setup.staff.cookie, 'no-such-booking');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No booking was found with this Booking ID.' },
      verdict: 'unknown',
    });
  });

  it('shows staff the documents and mobile in full, and every change with who, when and why', async () => {
    await open();
    t.clock.set(AT_THE_DOOR);
    await step(t, setup.staff.cookie, id, { from: 0, to: 1 });
    t.clock.advance(1);
    await step(t, setup.staff.cookie, id, { from: 1, to: 3 });
    const booking = (await getDoorBooking(t, setup.staff.cookie, id)).json();

    const stored = await t.database.db
      .selectFrom('booking_people')
      .select('document_number')
      .where('booking_id', '=', id)
      .orderBy('position')
      .execute();
    expect(booking).toMatchObject({
      id,
      date: '2026-11-22',
      slotLabel: '10:00 AM - 10:30 AM',
      startsAt: '2026-11-22T04:30:00.000Z',
      endsAt: SLOT_END,
      mobile: '+919876543210',
      status: 3,
      detailsVisible: true,
      verdict: 'already_inside',
    });
    expect(booking.people.map((person: { documentNumber: string }) => person.documentNumber)).toEqual(
      stored.map((row) => row.document_number),
    );
    const staff = { id: setup.staff.user.id, email: 'door@example.org', displayName: 'Meera' };
    expect(booking.events).toEqual([
      {
        from: null,
        to: 0,
        at: BOOKED_AT,
        by: { id: setup.visitor.user.id, email: 'visitor@example.org', displayName: null },
        reason: null,
        forced: false,
      },
      { from: 0, to: 1, at: AT_THE_DOOR, by: staff, reason: null, forced: false },
      { from: 1, to: 3, at: '2026-11-22T04:41:00.000Z', by: staff, reason: null, forced: false },
    ]);
  });
});
