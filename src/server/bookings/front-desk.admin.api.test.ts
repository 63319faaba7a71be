import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Person } from '../../shared/schemas/people';
import { insertChallenge, somePeople } from '../../test/factories';
import type { SignedInUser } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  bookOk,
  joinWaitlist,
  mailTo,
  NOW,
  seatsOf,
  slotFor,
  type Visitor,
  visitor,
} from '../holds/holds.test-helpers';
import { post, seatAccounts, staffMember, staffView } from './front-desk.test-helpers';

const SLOT = '2026-11-22T09:30';

const person = (name: string, documentNumber: string): Person => ({
  name,
  gender: 'F',
  dob: '1985-03-04',
  nationality: 'IN',
  documentNumber,
});

describeEachDatabase('the front desk: find, cancel, resend, correct', (kind) => {
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

  async function bookPeople(who: Visitor, slotId: string, people: Person[], mobile = '9876543210') {
    const verificationId = await insertChallenge(t.database.db, { userId: who.id, now: t.clock(), mobile });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: who.cookie },
      payload: { slotId, people, verificationId },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    t.clock.advance(1);
    return response.json().id as string;
  }

  async function search(query: string) {
    const response = await t.app.inject({
      url: `/api/admin/bookings?${query}`,
      headers: { cookie: staff.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const ids = async (query: string) =>
    (await search(query)).bookings.map((booking: { id: string }) => booking.id);

  it('finds bookings of every date without a date: by id, e-mail, mobile digits or name, newest visit first', async () => {
    await slotFor(t, { date: '2026-11-22' });
    await slotFor(t, { date: '2026-11-25' });
    await slotFor(t, { date: '2026-12-01' });
    const older = await bookPeople(asha, '2026-11-22T09:30', [person('Asha Rao', '123412341234')]);
    const newer = await bookPeople(asha, '2026-12-01T09:30', [person('Asha Rao', '123412341234')]);
    const other = await bookPeople(
      ravi,
      '2026-11-25T09:30',
      [person('Ravi Kumar', '999988887777')],
      '9123456789',
    );
    expect(await ids('q=')).toEqual([newer, other, older]);
    expect(await ids(`q=${other}`)).toEqual([other]);
    expect(await ids('q=ASHA%40example')).toEqual([newer, older]);
    expect(await ids('q=kumar')).toEqual([other]);
    expect(await ids('q=43210')).toEqual([newer, older]);
    expect(await ids('q=12')).toEqual([]);
    // With a date, the door's search of that date as before.
    expect(await ids('q=asha&date=2026-11-22')).toEqual([older]);
    expect(await search('q=')).toMatchObject({ page: 1, hasMore: false });
  });

  it('pages 50 at a time', async () => {
    await slotFor(t, { capacity: 100 });
    const booked = [];
    for (let index = 0; index < 51; index += 1) booked.push((await bookOk(t, asha, SLOT, 1)).id);
    const first = await search('q=');
    expect(first.bookings).toHaveLength(50);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    const second = await search('q=&page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.bookings).toHaveLength(1);
    const all = [...first.bookings, ...second.bookings].map((booking: { id: string }) => booking.id);
    expect(new Set(all)).toEqual(new Set(booked));
    expect(
      (await t.app.inject({ url: '/api/admin/bookings?page=0', headers: { cookie: staff.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 401 without a session and 403 to a visitor on every front desk call', async () => {
    await slotFor(t);
    const { id } = await bookOk(t, asha, SLOT, 1);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/bookings?q=' },
      { method: 'GET' as const, url: `/api/admin/bookings/${id}` },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/cancel`, payload: { reason: 'x' } },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/resend` },
      { method: 'PATCH' as const, url: `/api/admin/bookings/${id}/people/0`, payload: { name: 'X' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, headers: { cookie: asha.cookie } })).statusCode).toBe(403);
    }
  });

  it('cancels for the visitor with a reason: status −1 by the trust, seats back and offered, the visitor mailed, audited', async () => {
    await slotFor(t, { capacity: 3 });
    const { id } = await bookOk(t, asha, SLOT, 3);
    expect((await joinWaitlist(t, ravi, SLOT, 2)).statusCode).toBe(201);
    t.clock.advance(1);
    expect((await post(t, staff.cookie, `/api/admin/bookings/${id}/cancel`, {})).statusCode).toBe(400);
    const response = await post(t, staff.cookie, `/api/admin/bookings/${id}/cancel`, {
      reason: 'Phoned: ill',
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ id, status: -1, cancelReason: 'Phoned: ill' });
    expect(page.log.steps.at(-1)).toMatchObject({
      from: 0,
      to: -1,
      by: { id: staff.user.id },
      reason: 'Phoned: ill',
    });
    expect(page.log.changes).toEqual([
      {
        at: '2026-11-20T04:31:00.000Z',
        action: 'booking.cancel',
        by: { id: staff.user.id, email: 'desk@example.org' },
        before: { status: 0 },
        after: { status: -1, reason: 'Phoned: ill' },
      },
    ]);
    expect(await seatsOf(t, SLOT)).toMatchObject({ booked: 0 });
    const [mail] = (await mailTo(t, asha.email)).filter((sent) =>
      sent.subject.startsWith('Booking Cancelled'),
    );
    expect(mail?.text).toContain('Reason: Phoned: ill');
    expect(
      (await mailTo(t, ravi.email)).some((sent) => sent.subject.startsWith('Seats are free for you')),
    ).toBe(true);
    const again = await post(t, staff.cookie, `/api/admin/bookings/${id}/cancel`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_cancellable');
    const accounts = await seatAccounts(t);
    expect(accounts[0]?.booked).toBe(accounts[0]?.livePeople);
  });

  it('resends the confirmation mail while the booking stands; the log shows each mail and its delivery', async () => {
    await slotFor(t);
    const { id } = await bookOk(t, asha, SLOT, 2);
    t.clock.advance(1);
    const response = await post(t, staff.cookie, `/api/admin/bookings/${id}/resend`);
    expect(response.statusCode).toBe(200);
    const confirmations = (await mailTo(t, asha.email)).filter((mail) =>
      mail.subject.startsWith('Booking Confirmed!'),
    );
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]?.attachments?.[0]?.filename).toBe('visit.ics');
    const { log } = response.json();
    expect(log.mails).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^Booking Confirmed!/), state: 'local' }),
      expect.objectContaining({ subject: expect.stringMatching(/^Booking Confirmed!/), state: 'local' }),
    ]);
    expect(log.changes).toEqual([
      expect.objectContaining({ action: 'booking.resend', after: { mail: 'booking-confirmed' } }),
    ]);
    await post(t, staff.cookie, `/api/admin/bookings/${id}/cancel`, { reason: 'Asked' });
    const refused = await post(t, staff.cookie, `/api/admin/bookings/${id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('booking_not_standing');
    expect((await post(t, staff.cookie, '/api/admin/bookings/nothing-here/resend')).statusCode).toBe(404);
  });

  it("corrects a person's name or document by the booking form's rules, audited with the number masked", async () => {
    await slotFor(t);
    const id = await bookPeople(asha, SLOT, [person('Asha Roa', '123412341234'), ...somePeople(1)]);
    const patch = (personId: string | number, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${id}/people/${personId}`,
        headers: { cookie: staff.cookie },
        payload,
      });
    const fixed = await patch(0, { name: 'Asha Rao', documentNumber: '123412349999' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().people[0]).toMatchObject({ name: 'Asha Rao', documentNumber: '123412349999' });
    expect(fixed.json().log.changes).toEqual([
      expect.objectContaining({
        action: 'booking.person',
        before: { person: 0, name: 'Asha Roa', documentNumber: '********1234' },
        after: { person: 0, name: 'Asha Rao', documentNumber: '********9999' },
      }),
    ]);
    const codes = async (personId: string | number, payload: object) => {
      const response = await patch(personId, payload);
      return [response.statusCode, response.json().error?.code];
    };
    expect(await codes(0, {})).toEqual([400, 'invalid_input']);
    expect(await codes(0, { name: ' ' })).toEqual([400, 'invalid_input']);
    expect(await codes(0, { documentNumber: '1234' })).toEqual([400, 'invalid_input']);
    expect(await codes(0, { name: 'A\u202eB' })).toEqual([400, 'invalid_input']);
    const second = (await staffView(t, staff.cookie, id)).json().people[1].documentNumber;
    expect(await codes(0, { documentNumber: second })).toEqual([400, 'invalid_input']);
    expect(await codes(5, { name: 'Nobody' })).toEqual([404, 'person_not_found']);
    await t.database.db
      .updateTable('booking_people')
      .set({ document_number: null, dob: null })
      .where('booking_id', '=', id)
      .execute();
    expect(await codes(1, { name: 'Late fix' })).toEqual([409, 'person_erased']);
  });
});
