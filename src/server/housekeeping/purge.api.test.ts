import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book, NOW, slotFor } from '../bookings/bookings.test-helpers';
import { purgePersonalData } from './purge';

// The visit is on 22 November 2026 (India); these instants are mid-morning in India.
const DAY_179 = '2027-05-20T04:30:00.000Z';
const DAY_180 = '2027-05-21T04:30:00.000Z';
const DAY_181 = '2027-05-22T04:30:00.000Z';

describeEachDatabase('erasing personal data after the visit', (kind) => {
  let t: TestApp;
  let owner: { cookie: string; id: string };
  let visited: { id: string; people: { documentNumber: string }[] };
  let later: { id: string };

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, 'owner@example.org');
    owner = { cookie: session.cookie, id: session.user.id };
    visited = await book(t, owner, (await slotFor(t)).id, 2);
    // A visit a day later, which must outlive the first by a day.
    later = await book(t, owner, (await slotFor(t, { date: '2026-11-23' })).id, 1);
  });
  afterEach(() => t.close());

  const purgeAt = (iso: string) => {
    t.clock.set(iso);
    return purgePersonalData(t.database, t.clock(), t.config.purgeAfterDays);
  };
  const ticket = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie: owner.cookie } })
    ).json();
  const challengesOf = async (bookingId: string) =>
    (
      await t.database.db
        .selectFrom('verifications')
        .select('id')
        .where('used_by_booking_id', '=', bookingId)
        .execute()
    ).length;

  it('keeps everything 179 days after the visit', async () => {
    expect(t.config.purgeAfterDays).toBe(180);
    expect(await purgeAt(DAY_179)).toEqual({ people: 0, mobiles: 0, challenges: 0 });
    const kept = await ticket(visited.id);
    expect(kept.mobile).toBe('+919876543210');
    expect(kept.people[0]).toMatchObject({
      dob: '1980-05-17',
      documentNumber: visited.people[0]?.documentNumber,
    });
    expect(await challengesOf(visited.id)).toBe(1);
  });

  it('erases dates of birth, document numbers, the mobile and its SMS challenge from day 180; names, ages and counts stay', async () => {
    expect(await purgeAt(DAY_180)).toEqual({ people: 2, mobiles: 1, challenges: 1 });

    const erased = await ticket(visited.id);
    expect(erased).toMatchObject({ mobile: null, status: 0, detailsVisible: true });
    expect(erased.people).toEqual([
      expect.objectContaining({ name: 'Visitor 1', dob: null, documentNumber: null, age: 46, child: false }),
      expect.objectContaining({
        name: 'Visitor 2',
        dob: null,
        documentNumber: null,
        age: 16,
        nationality: 'OTHER',
      }),
    ]);
    expect(JSON.stringify(erased)).not.toContain(visited.people[0]?.documentNumber);
    expect(await challengesOf(visited.id)).toBe(0);
    const booking = await t.database.db
      .selectFrom('bookings')
      .select(['people', 'status'])
      .where('id', '=', visited.id)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ people: 2, status: 0 });
    const slot = await t.database.db
      .selectFrom('slots')
      .select('booked')
      .where('id', '=', '2026-11-22T09:30')
      .executeTakeFirstOrThrow();
    expect(slot.booked).toBe(2);

    // The next day's visit keeps its data until its own day 180.
    const next = await ticket(later.id);
    expect(next.mobile).toBe('+919876543210');
    expect(next.people[0].dob).toBe('1980-05-17');
    expect(await challengesOf(later.id)).toBe(1);
  });

  it('has erased both visits by day 181 of the first, and finds nothing more to do on a second run', async () => {
    expect(await purgeAt(DAY_181)).toEqual({ people: 3, mobiles: 2, challenges: 2 });
    expect(await purgeAt(DAY_181)).toEqual({ people: 0, mobiles: 0, challenges: 0 });
    const staff = await signIn(t, 'door@example.org', { role: 'staff' });
    const atDoor = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${later.id}`,
      headers: { cookie: staff.cookie },
    });
    expect(atDoor.statusCode).toBe(200);
    expect(atDoor.json()).toMatchObject({
      mobile: null,
      people: [expect.objectContaining({ dob: null, documentNumber: null, age: 46 })],
    });
  });

  it("is part of the app's hourly housekeeping, after PURGE_AFTER_DAYS days", async () => {
    const shortly = await createTestApp(kind, { now: NOW, env: { PURGE_AFTER_DAYS: '7' } });
    try {
      const session = await signIn(shortly, 'owner@example.org');
      const user = { cookie: session.cookie, id: session.user.id };
      await book(shortly, user, (await slotFor(shortly)).id, 1);
      const dobOf = async () =>
        (await shortly.database.db.selectFrom('booking_people').select('dob').executeTakeFirstOrThrow()).dob;
      shortly.clock.set('2026-11-28T04:30:00.000Z');
      await shortly.services.housekeeping.run();
      expect(await dobOf()).toBe('1980-05-17');
      shortly.clock.set('2026-11-29T04:30:00.000Z');
      await shortly.services.housekeeping.run();
      expect(await dobOf()).toBeNull();
    } finally {
      await shortly.close();
    }
  });
});
