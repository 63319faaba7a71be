import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  bookOk,
  joinWaitlist,
  mailTo,
  NOW,
  SLOT_ID,
  seatsOf,
  slotFor,
  type Visitor,
  visitor,
  waitlistOf,
} from '../holds/holds.test-helpers';

/** 17:00 in India the day before the visit (22 November, 09:30). */
const THE_HOUR = '2026-11-21T11:30:00.000Z';
const SLOT_STARTS = '2026-11-22T04:00:00.000Z';

describeEachDatabase('the reminder\'s "I can\'t come" link', (kind) => {
  let t: TestApp;
  let asha: Visitor;
  let ravi: Visitor;
  let meena: Visitor;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    [asha, ravi, meena] = [await visitor(t, 'asha'), await visitor(t, 'ravi'), await visitor(t, 'meena')];
  });
  afterEach(() => t.close());

  /** Books, reminds, and returns the booking id and the path of its link. */
  async function remindedBooking(who: Visitor, seats: number) {
    const { id } = await bookOk(t, who, SLOT_ID, seats);
    const clock = t.clock();
    t.clock.set(THE_HOUR);
    await t.services.reminders.sendDue(t.clock());
    t.clock.set(clock.toISOString());
    const mail = (await mailTo(t, who.email)).find(
      (each) => each.subject.startsWith('Reminder') && each.text.includes(id),
    );
    const link = new URL(
      mail?.text.match(/http:\/\/localhost:3000\/booking\/\S+\/cant-come\?key=\S+/)?.[0] ?? '',
    );
    return { id, key: link.searchParams.get('key') ?? '' };
  }

  const view = (id: string, key: string) => t.app.inject({ url: `/api/bookings/${id}/cant-come?key=${key}` });
  const cantCome = (id: string, key: string) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cant-come`, payload: { key } });
  const statusOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('shows the booking on opening without changing it, then cancels once and offers the seats to the waiting list', async () => {
    await slotFor(t, { capacity: 4 });
    const { id, key } = await remindedBooking(asha, 2);
    await bookOk(t, ravi, SLOT_ID, 2);
    expect((await joinWaitlist(t, meena, SLOT_ID, 2)).statusCode).toBe(201);
    t.clock.set(THE_HOUR);
    t.clock.advance(30);

    // Opening the link (a person, or a mail scanner) changes nothing.
    for (let times = 0; times < 2; times += 1) {
      const opened = await view(id, key);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({
        id,
        date: '2026-11-22',
        slotLabel: '09:30 AM - 10:00 AM',
        startsAt: SLOT_STARTS,
        people: 2,
        state: 'open',
      });
    }
    expect(await statusOf(id)).toBe(0);
    expect((await seatsOf(t, SLOT_ID)).booked).toBe(4);

    const confirmed = await cantCome(id, key);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, state: 'cancelled' });
    expect(await statusOf(id)).toBe(-1);
    expect((await seatsOf(t, SLOT_ID)).booked).toBe(2);
    // The visitor's own cancellation mail, and the offer to the one waiting.
    expect((await mailTo(t, asha.email)).map((mail) => mail.subject)).toContain(
      'Booking Cancelled: Sunday, 22 November 2026, 09:30 AM - 10:00 AM',
    );
    expect(await waitlistOf(t, meena)).toMatchObject([{ state: 'offered', seats: 2 }]);
    expect(
      (await mailTo(t, meena.email)).filter((mail) => mail.subject.startsWith('Seats are free for you')),
    ).toHaveLength(1);

    // A second press says so and changes nothing more.
    const again = await cantCome(id, key);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'already_cancelled',
      message: 'This booking is already cancelled. Its seats are free for others.',
    });
    expect((await view(id, key)).json().state).toBe('cancelled');
    expect((await seatsOf(t, SLOT_ID)).booked).toBe(2);
    const events = await t.database.db
      .selectFrom('booking_events')
      .selectAll()
      .where('booking_id', '=', id)
      .execute();
    const cancels = events.filter((event) => event.to_status === -1);
    expect(cancels.map((event) => [event.from_status, event.by_user_id])).toEqual([[0, asha.id]]);
  });

  it('needs the key of that booking: anything else is not found and changes nothing', async () => {
    await slotFor(t, { capacity: 10 });
    const { id, key } = await remindedBooking(asha, 1);
    const other = await remindedBooking(ravi, 1);
    // The last character changed: to another one, whatever the key ends in (1 key in 16 ends in A).
    const oneCharacterOff = `${key.slice(0, -1)}${key.endsWith('A') ? 'E' : 'A'}`;
    for (const wrong of ['x', other.key, oneCharacterOff]) {
      expect((await view(id, wrong)).statusCode).toBe(404);
      const refused = await cantCome(id, wrong);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('not_found');
    }
    expect((await view('no-such-booking', key)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/bookings/${id}/cant-come` })).statusCode).toBe(400);
    expect(await statusOf(id)).toBe(0);
  });

  it('answers plainly once the slot has started', async () => {
    await slotFor(t, { capacity: 10 });
    const { id, key } = await remindedBooking(asha, 1);
    t.clock.set(SLOT_STARTS);
    expect((await view(id, key)).json().state).toBe('started');
    const late = await cantCome(id, key);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'booking_started',
      message: 'This booking can no longer be cancelled: its slot has already started.',
    });
    expect(await statusOf(id)).toBe(0);
  });
});
