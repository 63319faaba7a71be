import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Person } from '../../shared/schemas/people';
import { insertChallenge, insertSlot, somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  AT_THE_DOOR,
  BOOKED_AT,
  bookVisit,
  type DoorSetup,
  doorSetup,
  step,
  VISIT_DATE,
} from './door.test-helpers';

const person = (name: string, documentNumber: string): Person => ({
  name,
  gender: 'F',
  dob: '1985-03-04',
  nationality: 'IN',
  documentNumber,
});

describeEachDatabase('door search', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  let ids: { asha: string; sita: string; other: string };
  beforeEach(async () => {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t);
    const asha = await bookVisit(t, setup, [person('Asha Rao', '123412341234'), ...somePeople(1)]);
    const sita = await bookVisit(t, setup, [person('सीता देवी', '567856785678')]);
    // Another visitor, another mobile, on the next day.
    const ravi = await signIn(t, 'ravi@example.org');
    const nextDay = await insertSlot(t.database.db, { date: '2026-11-23', time: '10:00' });
    const verificationId = await insertChallenge(t.database.db, {
      userId: ravi.user.id,
      now: t.clock(),
      mobile: '9123456789',
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: ravi.cookie },
      payload: { slotId: nextDay.id, people: [person('Asha Iyer', '999988887777')], verificationId },
    });
    ids = { asha, sita, other: booked.json().id };
    t.clock.set(AT_THE_DOOR);
  });
  afterEach(() => t.close());

  /** The door asks for its day: without a date the search is of every date (the front desk's). */
  async function found(query: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings?${query.includes('date=') ? query : `${query}&date=${VISIT_DATE}`}`,
      headers: { cookie: setup.staff.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().bookings.map((booking: { id: string }) => booking.id);
  }

  it('finds a booking by its id, on any day', async () => {
    expect(await found(`q=${ids.other}`)).toEqual([ids.other]);
    expect(await found(`q=${ids.asha}`)).toEqual([ids.asha]);
  });

  it("finds the day's bookings by mobile digits: the end or any part, four digits at least", async () => {
    expect(await found('q=3210')).toEqual([ids.asha, ids.sita]);
    expect(await found('q=98765')).toEqual([ids.asha, ids.sita]);
    expect(await found(`q=${encodeURIComponent('+91 98765 43210')}`)).toEqual([ids.asha, ids.sita]);
    expect(await found('q=210')).toEqual([]);
    expect(await found('q=6789')).toEqual([]);
    expect(await found('q=6789&date=2026-11-23')).toEqual([ids.other]);
  });

  it('finds bookings by part of any visitor name, in any case and script', async () => {
    expect(await found('q=asha')).toEqual([ids.asha]);
    expect(await found('q=RAO')).toEqual([ids.asha]);
    expect(await found(`q=${encodeURIComponent('सीता')}`)).toEqual([ids.sita]);
    expect(await found(`q=${encodeURIComponent('देवी')}`)).toEqual([ids.sita]);
    expect(await found('q=asha&date=2026-11-23')).toEqual([ids.other]);
    expect(await found(`q=${encodeURIComponent('50%')}`)).toEqual([]);
  });

  it('lists the whole day without a query, with the people and full documents', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings?date=${VISIT_DATE}`,
      headers: { cookie: setup.staff.cookie },
    });
    const { bookings } = response.json();
    expect(bookings.map((booking: { id: string }) => booking.id)).toEqual([ids.asha, ids.sita]);
    expect(bookings[1]).toEqual({
      id: ids.sita,
      slotId: setup.slotId,
      slotLabel: '10:00 AM - 10:30 AM',
      date: VISIT_DATE,
      status: 0,
      mobile: '+919876543210',
      people: [
        {
          name: 'सीता देवी',
          gender: 'F',
          dob: '1985-03-04',
          age: 41,
          child: false,
          nationality: 'IN',
          documentNumber: '567856785678',
          documentLabel: 'ADHAAR',
        },
      ],
      walkIn: false,
      partySize: 1,
      admitted: null,
      walkInNames: [],
    });
  });
});

describeEachDatabase('the day sheet', (kind) => {
  let t: TestApp;
  let setup: DoorSetup;
  afterEach(() => t.close());

  it('counts people per slot by where they are, and no-shows once the slot is over', async () => {
    t = await createTestApp(kind, { now: BOOKED_AT });
    setup = await doorSetup(t, { capacity: 20 });
    await insertSlot(t.database.db, { date: VISIT_DATE, time: '11:00', capacity: 30, closed: true });
    const [expected, validated, inside, left, refused] = [
      await bookVisit(t, setup, somePeople(2)),
      await bookVisit(t, setup, somePeople(1)),
      await bookVisit(t, setup, somePeople(3)),
      await bookVisit(t, setup, somePeople(2)),
      await bookVisit(t, setup, somePeople(4)),
    ];
    const cookie = setup.staff.cookie;
    t.clock.set(AT_THE_DOOR);
    await step(t, cookie, validated, { from: 0, to: 1 });
    await step(t, cookie, inside, { from: 0, to: 3 });
    await step(t, cookie, left, { from: 0, to: 3 });
    await step(t, cookie, left, { from: 3, to: 4 });
    await step(t, cookie, refused, { from: 0, to: 2, reason: 'No documents' });

    const sheet = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/day', headers: { cookie } })).json();
    const during = await sheet();
    expect(during.date).toBe(VISIT_DATE);
    const [first, closed] = during.slots;
    expect(first).toMatchObject({
      id: setup.slotId,
      label: '10:00 AM - 10:30 AM',
      closed: false,
      capacity: 20,
      booked: 8,
      held: 0,
      expected: 2,
      validated: 1,
      inside: 3,
      left: 2,
      noShows: 0,
    });
    expect(first.bookings.map((booking: { id: string }) => booking.id)).toEqual([
      expected,
      validated,
      inside,
      left,
      refused,
    ]);
    expect(first.bookings[2].people).toHaveLength(3);
    expect(closed).toMatchObject({
      id: `${VISIT_DATE}T11:00`,
      closed: true,
      capacity: 30,
      booked: 0,
      bookings: [],
    });
    expect(during.totals).toEqual({
      capacity: 20,
      booked: 8,
      held: 0,
      expected: 2,
      validated: 1,
      inside: 3,
      left: 2,
      noShows: 0,
      walkIns: 0,
    });

    t.clock.set('2026-11-22T05:00:00.000Z');
    const after = await sheet();
    expect(after.slots[0]).toMatchObject({ expected: 0, validated: 0, inside: 3, left: 2, noShows: 3 });
    const otherDay = await t.app.inject({
      method: 'GET',
      url: '/api/admin/day?date=2026-11-21',
      headers: { cookie },
    });
    expect(otherDay.json()).toEqual({
      date: '2026-11-21',
      totals: {
        capacity: 0,
        booked: 0,
        held: 0,
        expected: 0,
        validated: 0,
        inside: 0,
        left: 0,
        noShows: 0,
        walkIns: 0,
      },
      slots: [],
    });
  });
});
