import { afterEach, expect, it } from 'vitest';
import type { Person } from '../../shared/schemas/people';
import { insertSlot, somePeople } from '../../test/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  AT_THE_DOOR,
  BOOKED_AT,
  bookVisit,
  type DoorSetup,
  doorSetup,
  SLOT_END,
  SLOT_START,
  step,
  VISIT_DATE,
  WINDOW_OPENS,
} from './door.test-helpers';
import { getRoster, roster } from './door-offline.test-helpers';
import { postWalkIn } from './walk-ins.test-helpers';

// The offline door's roster (issue 25): today's bookings as a door device keeps them, whole
// or as the changes since its last copy.

/** `minutes` after an instant, as ISO text. */
const after = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describeEachDatabase('the door roster', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  let cookie: string;
  afterEach(() => t.close());

  async function open() {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t);
    cookie = setup.staff.cookie;
  }

  /** An adult and a child of eleven. */
  const family = (): Person[] => {
    const [adult, other] = somePeople(2) as [Person, Person];
    return [adult, { ...other, dob: '2015-06-01' }];
  };

  it('holds every booking of today in any status, with only what the door shows', async () => {
    await open();
    const people = family();
    const first = await bookVisit(t, setup, people);
    const cancelled = await bookVisit(t, setup);
    const cancelledAt = t.clock().toISOString();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${cancelled}/cancel`,
      headers: { cookie: setup.visitor.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const tomorrow = await insertSlot(t.database.db, { date: '2026-11-23', time: '10:00' });
    await bookVisit(t, { ...setup, slotId: tomorrow.id });

    t.clock.set(AT_THE_DOOR);
    const response = await getRoster(t, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const documents = people.map((person) => person.documentNumber);
    expect(response.json()).toEqual({
      date: VISIT_DATE,
      slots: [
        {
          id: setup.slotId,
          label: '10:00 AM - 10:30 AM',
          startsAt: SLOT_START,
          endsAt: SLOT_END,
          // DOOR_EARLY_MINUTES (30) before the start: the device's verdicts use the server's window.
          entryOpensAt: WINDOW_OPENS,
        },
      ],
      bookings: [
        {
          id: first,
          slotId: setup.slotId,
          status: 0,
          people: 2,
          names: ['Visitor 1', 'Visitor 2'],
          ages: [46, 11],
          children: [false, true],
          // The second person gave no document: the id the booking made up is not shown.
          documentsLast4: [documents[0]?.slice(-4), null],
          mobileLast4: '3210',
          walkIn: false,
          statusChangedAt: BOOKED_AT,
        },
        expect.objectContaining({ id: cancelled, status: -1, statusChangedAt: cancelledAt }),
      ],
      removed: [],
      syncedAt: AT_THE_DOOR,
      complete: true,
    });
    // Nothing private anywhere in the answer: no date of birth, whole document or mobile.
    for (const secret of [...people.map((person) => person.dob), ...documents, '9876543210']) {
      expect(response.body).not.toContain(secret);
    }
    for (const key of ['dob', 'documentNumber', 'mobile"', 'email']) expect(response.body).not.toContain(key);
  });

  it('sends only what changed since: a step, a move away (removed), a walk-in, a corrected name', async () => {
    await open();
    const [stepped, moved, corrected, untouched] = [
      await bookVisit(t, setup),
      await bookVisit(t, setup),
      await bookVisit(t, setup),
      await bookVisit(t, setup),
    ];
    const tomorrow = await insertSlot(t.database.db, { date: '2026-11-23', time: '10:00' });
    t.clock.set(AT_THE_DOOR);
    const whole = await roster(t, cookie);
    expect(whole.bookings).toHaveLength(4);

    t.clock.advance(5);
    await step(t, cookie, stepped, { from: 0, to: 3 });
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${moved}/move`,
      headers: { cookie },
      payload: { slotId: tomorrow.id },
    });
    expect(move.statusCode).toBe(200);
    const walkIn = await postWalkIn(t, cookie, { slotId: setup.slotId, people: 3, names: ['Ravi'] });
    expect(walkIn.statusCode).toBe(201);
    const correction = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${corrected}/people/1`,
      headers: { cookie },
      payload: { name: 'Visitor Two' },
    });
    expect(correction.statusCode).toBe(200);

    t.clock.advance(5);
    const delta = await roster(t, cookie, whole.syncedAt);
    expect(delta).toMatchObject({ complete: false, removed: [moved], syncedAt: t.clock().toISOString() });
    expect(delta.bookings.map((booking: { id: string }) => booking.id).sort()).toEqual(
      [stepped, corrected, walkIn.json().id].sort(),
    );
    const byId = new Map(delta.bookings.map((booking: { id: string }) => [booking.id, booking]));
    expect(byId.get(stepped)).toMatchObject({ status: 3, statusChangedAt: after(AT_THE_DOOR, 5) });
    expect(byId.get(corrected)).toMatchObject({ names: ['Visitor 1', 'Visitor Two'] });
    expect(byId.get(walkIn.json().id)).toMatchObject({
      status: 3,
      people: 3,
      names: ['Ravi'],
      ages: [],
      documentsLast4: [],
      mobileLast4: null,
      walkIn: true,
    });
    expect(byId.has(untouched)).toBe(false);

    // Nothing since: an empty delta, the move not told again.
    t.clock.advance(5);
    expect(await roster(t, cookie, delta.syncedAt)).toMatchObject({
      bookings: [],
      removed: [],
      complete: false,
    });
  });

  it('looks two minutes behind `since`, so a change stamped just before it is sent again', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    await step(t, cookie, id, { from: 0, to: 1 });
    t.clock.advance(5);
    // A write stamped at AT_THE_DOOR may commit after a roster answered with a later syncedAt.
    const soon = await roster(t, cookie, after(AT_THE_DOOR, 1));
    expect(soon.bookings.map((booking: { id: string }) => booking.id)).toEqual([id]);
    const later = await roster(t, cookie, after(AT_THE_DOOR, 3));
    expect(later.bookings).toEqual([]);
  });

  it('answers the whole day for a `since` before today, unreadable, or later than the server could give', async () => {
    await open();
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    for (const since of [
      '2026-11-21T18:29:59.000Z',
      'yesterday',
      '2026-13-45T99:00:00Z',
      after(AT_THE_DOOR, 60),
    ]) {
      const answer = await roster(t, cookie, since);
      expect(answer, since).toMatchObject({ complete: true, removed: [] });
      expect(answer.bookings.map((booking: { id: string }) => booking.id)).toEqual([id]);
    }
    // Today's start in India is 18:30 UTC the day before: from there on, a delta.
    expect(await roster(t, cookie, '2026-11-21T18:30:00.000+00:00')).toMatchObject({ complete: false });
    expect(await roster(t, cookie, '2026-11-22T10:00:00+05:30')).toMatchObject({ complete: false });
  });
});
