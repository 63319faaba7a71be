import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import type { SignedInUser } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  bookOk,
  cancel,
  joinWaitlist,
  mailTo,
  NOW,
  seatsOf,
  slotFor,
  type Visitor,
  visitor,
} from '../holds/holds.test-helpers';
import { moveAsStaff, moveOwn, seatAccounts, staffMember, staffView } from './front-desk.test-helpers';

// 9:30 and 11:00 in India on Sunday 22 November 2026; the clock is two days before.
const EARLY = '2026-11-22T09:30';
const LATE = '2026-11-22T11:00';

describeEachDatabase('moving a booking to another slot', (kind) => {
  let t: TestApp;
  let asha: Visitor;
  let ravi: Visitor;
  let staff: SignedInUser;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    [asha, ravi] = [await visitor(t, 'asha'), await visitor(t, 'ravi')];
    staff = await staffMember(t);
  });
  afterEach(() => t.close());

  const movedMails = async (who: Visitor) =>
    (await mailTo(t, who.email)).filter((mail) => mail.subject.startsWith('Booking Changed:'));

  it('lets the owner move: same id and mobile, the seats move, a mail with the new time and calendar file', async () => {
    await slotFor(t, { time: '09:30', capacity: 4 });
    await slotFor(t, { time: '11:00', capacity: 4, booked: 1 });
    const { id } = await bookOk(t, asha, EARLY, 2);
    const before = (
      await t.app.inject({ url: `/api/bookings/${id}`, headers: { cookie: asha.cookie } })
    ).json();
    t.clock.advance(1);

    const response = await moveOwn(t, asha.cookie, id, LATE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      slotId: LATE,
      date: '2026-11-22',
      slotLabel: '11:00 AM - 11:30 AM',
      mobile: before.mobile,
      status: 0,
      people: before.people,
    });
    expect(await seatsOf(t, EARLY)).toMatchObject({ booked: 0 });
    expect(await seatsOf(t, LATE)).toMatchObject({ booked: 3 });

    const [mail] = await movedMails(asha);
    expect(mail?.subject).toBe('Booking Changed: Sunday, 22 November 2026, 11:00 AM - 11:30 AM');
    expect(mail?.text).toContain('It was: Sunday, 22 November 2026, 09:30 AM - 10:00 AM');
    expect(mail?.text).toContain(`/booking/${id}`);
    const invite = mail?.attachments?.find((file) => file.filename === 'visit.ics');
    expect(invite?.content).toContain('DTSTART:20261122T053000Z');
    expect(invite?.content).toContain(`UID:${id}@visitpass`);

    const page = (await staffView(t, staff.cookie, id)).json();
    expect(page.log.changes).toEqual([
      {
        at: '2026-11-20T04:31:00.000Z',
        action: 'booking.move',
        by: { id: asha.id, email: asha.email },
        before: { slotId: EARLY, date: '2026-11-22', slotLabel: '09:30 AM - 10:00 AM' },
        after: { slotId: LATE, date: '2026-11-22', slotLabel: '11:00 AM - 11:30 AM' },
      },
    ]);
    expect(page.log.mails.map((sent: { subject: string }) => sent.subject)).toEqual([
      'Booking Confirmed! Sunday, 22 November 2026, 09:30 AM - 10:00 AM',
      'Booking Changed: Sunday, 22 November 2026, 11:00 AM - 11:30 AM',
    ]);
  });

  it('lets staff move any booking, answering the booking page with the change in its log', async () => {
    await slotFor(t, { time: '09:30' });
    await slotFor(t, { time: '11:00' });
    const { id } = await bookOk(t, asha, EARLY, 3);
    const response = await moveAsStaff(t, staff.cookie, id, LATE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, slotId: LATE, people: expect.any(Array) });
    expect(response.json().log.changes[0]).toMatchObject({
      action: 'booking.move',
      by: { id: staff.user.id },
      after: { slotId: LATE },
    });
    expect(await movedMails(asha)).toHaveLength(1);
    expect(await seatAccounts(t)).toEqual([
      { id: EARLY, booked: 0, capacity: 50, livePeople: 0 },
      { id: LATE, booked: 3, capacity: 50, livePeople: 3 },
    ]);
  });

  it('refuses a full slot with 409 slot_full and changes nothing', async () => {
    await slotFor(t, { time: '09:30' });
    await slotFor(t, { time: '11:00', capacity: 3, booked: 2 });
    const { id } = await bookOk(t, asha, EARLY, 2);
    for (const move of [moveOwn(t, asha.cookie, id, LATE), moveAsStaff(t, staff.cookie, id, LATE)]) {
      const response = await move;
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('slot_full');
    }
    expect(await seatsOf(t, EARLY)).toMatchObject({ booked: 2 });
    expect(await seatsOf(t, LATE)).toMatchObject({ booked: 2 });
    expect(await movedMails(asha)).toEqual([]);
    expect((await staffView(t, staff.cookie, id)).json()).toMatchObject({
      slotId: EARLY,
      log: { changes: [] },
    });
  });

  it('refuses a cancelled booking, the same slot, an unknown slot and a closed one', async () => {
    await slotFor(t, { time: '09:30' });
    await slotFor(t, { time: '11:00' });
    await insertSlot(t.database.db, { date: '2026-11-22', time: '12:00', closed: true });
    const { id } = await bookOk(t, asha, EARLY, 2);
    const code = async (slotId: string) => (await moveOwn(t, asha.cookie, id, slotId)).json().error.code;
    expect(await code(EARLY)).toBe('same_slot');
    expect(await code('2026-11-22T13:00')).toBe('slot_not_found');
    expect(await code('2026-11-22T12:00')).toBe('slot_closed');
    await cancel(t, asha, id);
    const cancelled = await moveOwn(t, asha.cookie, id, LATE);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('not_movable');
    expect((await moveAsStaff(t, staff.cookie, id, LATE)).json().error.code).toBe('not_movable');
    expect(await seatAccounts(t)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: LATE, booked: 0, livePeople: 0 })]),
    );
  });

  it("answers 404 for someone else's booking, 401 without a session, 403 to a visitor on the admin route", async () => {
    await slotFor(t, { time: '09:30' });
    await slotFor(t, { time: '11:00' });
    const { id } = await bookOk(t, asha, EARLY, 2);
    const notYours = await moveOwn(t, ravi.cookie, id, LATE);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().error.code).toBe('not_found');
    expect((await moveOwn(t, undefined, id, LATE)).statusCode).toBe(401);
    expect((await moveAsStaff(t, undefined, id, LATE)).statusCode).toBe(401);
    expect((await moveAsStaff(t, asha.cookie, id, LATE)).statusCode).toBe(403);
    expect((await moveOwn(t, asha.cookie, id, '')).statusCode).toBe(400);
    expect(await seatsOf(t, EARLY)).toMatchObject({ booked: 2 });
  });

  it('stops the owner at the booking cut-off of either slot, with move_cut_off or slot_not_bookable', async () => {
    await slotFor(t, { time: '09:30' });
    await slotFor(t, { time: '11:00' });
    await slotFor(t, { time: '09:45', date: '2026-11-22' });
    const { id } = await bookOk(t, asha, LATE, 2);
    // 9:20 in India: the 9:30 and 9:45 slots are within the 30 minutes' cut-off.
    t.clock.set('2026-11-22T03:50:00.000Z');
    const tooNear = await moveOwn(t, asha.cookie, id, '2026-11-22T09:45');
    expect(tooNear.statusCode).toBe(409);
    expect(tooNear.json().error.code).toBe('slot_not_bookable');
    // 10:40: the booking's own slot is within it.
    t.clock.set('2026-11-22T05:10:00.000Z');
    const late = await moveOwn(t, asha.cookie, id, EARLY);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'move_cut_off',
      message: 'This booking can no longer be moved: its time is too near. Please contact the trust.',
    });
    expect(await seatsOf(t, LATE)).toMatchObject({ booked: 2 });
    // Staff may still move it to a slot that has not started: none before 11:00 is left.
    expect((await moveAsStaff(t, staff.cookie, id, EARLY)).json().error.code).toBe('slot_not_bookable');
  });

  it("offers the old slot's freed seats to its waiting list", async () => {
    await slotFor(t, { time: '09:30', capacity: 4 });
    await slotFor(t, { time: '11:00' });
    const { id } = await bookOk(t, asha, EARLY, 2);
    await bookOk(t, asha, EARLY, 2);
    expect((await joinWaitlist(t, ravi, EARLY, 2)).statusCode).toBe(201);
    expect((await moveOwn(t, asha.cookie, id, LATE)).statusCode).toBe(200);
    const offers = (await mailTo(t, ravi.email)).filter((mail) =>
      mail.subject.startsWith('Seats are free for you'),
    );
    expect(offers).toHaveLength(1);
  });

  describe('under concurrent moves', () => {
    it('keeps booked equal to the live bookings’ people; the few seats go to some, the rest get 409', async () => {
      await slotFor(t, { time: '09:30', capacity: 40 });
      await slotFor(t, { time: '11:00', capacity: 5 });
      const parties = [];
      for (const people of [2, 1, 2, 3, 1, 2, 1, 2]) parties.push((await bookOk(t, asha, EARLY, people)).id);
      const crossing = (await bookOk(t, ravi, LATE, 1)).id;
      const answers = await Promise.all([
        ...parties.map((id, index) =>
          index % 2 === 0 ? moveOwn(t, asha.cookie, id, LATE) : moveAsStaff(t, staff.cookie, id, LATE),
        ),
        // One the other way at the same time: two moves crossing between the same slots.
        moveOwn(t, ravi.cookie, crossing, EARLY),
      ]);
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
      expect(codes.filter((code) => code === 200).length).toBeGreaterThan(1);
      expect(codes.filter((code) => code === 409).length).toBeGreaterThan(0);
      const accounts = await seatAccounts(t);
      for (const slot of accounts) expect(slot.booked).toBe(slot.livePeople);
      expect(accounts.find((slot) => slot.id === LATE)?.booked).toBeLessThanOrEqual(5);
      expect(accounts.reduce((sum, slot) => sum + slot.booked, 0)).toBe(15);
    });
  });
});
