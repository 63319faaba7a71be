import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Person } from '../../shared/schemas/people';
import { somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book, NOW, slotFor } from './bookings.test-helpers';

describeEachDatabase('tickets and the bookings list', (kind) => {
  let t: TestApp;
  let owner: { cookie: string; id: string };
  let ticket: { id: string; people: { documentNumber: string }[] };

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, 'owner@example.org');
    owner = { cookie: session.cookie, id: session.user.id };
    const slot = await slotFor(t);
    ticket = await book(t, owner, slot.id, 2);
  });
  afterEach(() => t.close());

  const view = (id: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: cookie ? { cookie } : {} });

  it('shows the owner the full ticket: mobile, document numbers, labels and ages', async () => {
    const response = await view(ticket.id, owner.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: ticket.id,
      date: '2026-11-22',
      slotLabel: '09:30 AM - 10:00 AM',
      startsAt: '2026-11-22T04:00:00.000Z',
      mobile: '+919876543210',
      status: 0,
      bookedAt: NOW,
      viewerIsOwner: true,
      detailsVisible: true,
    });
    expect(body.people[0]).toMatchObject({
      name: 'Visitor 1',
      dob: '1980-05-17',
      age: 46,
      child: false,
      nationality: 'IN',
      documentLabel: 'ADHAAR',
      documentNumber: ticket.people[0]?.documentNumber,
    });
    expect(body.people[1]).toMatchObject({ nationality: 'OTHER', documentLabel: 'PASSPORT', age: 16 });
  });

  it('shows anyone holding the id names, ages, child tags and the last 4 characters of each document: no birth date, no mobile', async () => {
    const anonymous = (await view(ticket.id)).json();
    const stranger = (await view(ticket.id, (await signIn(t, 'stranger@example.org')).cookie)).json();
    for (const body of [anonymous, stranger]) {
      expect(body).toMatchObject({
        id: ticket.id,
        mobile: null,
        viewerIsOwner: false,
        detailsVisible: false,
      });
      const [first, second] = body.people;
      expect(first).toEqual({
        name: 'Visitor 1',
        gender: 'F',
        dob: null,
        age: 46,
        child: false,
        nationality: 'IN',
        documentNumber: `********${ticket.people[0]?.documentNumber.slice(-4)}`,
        documentLabel: 'ADHAAR',
      });
      expect(second).toMatchObject({ name: 'Visitor 2', dob: null, age: 16, child: false });
      // Visitor 2 gave no document: the id the app made up for them is no one's data and is
      // shown whole (masking would also hide that it is a made-up id, decision 0029).
      expect(second.documentNumber).toBe(ticket.people[1]?.documentNumber);
      const text = JSON.stringify(body);
      expect(text).not.toContain(ticket.people[0]?.documentNumber);
      expect(text).not.toContain('1980-05-17');
      expect(text).not.toContain('2010-01-02');
      expect(text).not.toContain('9876543210');
    }
  });

  it('tags a child by the age on the visit date', async () => {
    const [child] = (
      await book(t, owner, (await slotFor(t, { time: '10:00' })).id, 1, [
        { ...somePeople(1)[0], dob: '2013-11-21' } as Person,
      ])
    ).people;
    // 13 on the visit's date (22 November), though 12 on the day it was booked.
    expect(child).toMatchObject({ dob: '2013-11-21', age: 13, child: false });
    const young = await book(t, owner, (await slotFor(t, { time: '10:30' })).id, 1, [
      { ...somePeople(1)[0], dob: '2013-11-23' } as Person,
    ]);
    expect((await view(young.id)).json().people[0]).toMatchObject({ dob: null, age: 12, child: true });
  });

  it('shows staff the full ticket', async () => {
    const staff = await signIn(t, 'staff@example.org', { role: 'staff' });
    const body = (await view(ticket.id, staff.cookie)).json();
    expect(body).toMatchObject({ mobile: '+919876543210', viewerIsOwner: false, detailsVisible: true });
    expect(body.people[0]).toMatchObject({
      documentNumber: ticket.people[0]?.documentNumber,
      dob: '1980-05-17',
    });
  });

  it('answers an unknown or malformed id with a clear 404', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not%20an%20id']) {
      const response = await view(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('No booking was found with this Booking ID.');
    }
  });

  it("lists the signed-in user's bookings newest first, and nobody else's", async () => {
    t.clock.advance(5);
    const later = await book(t, owner, (await slotFor(t, { time: '10:00' })).id, 1);
    const other = await signIn(t, 'other@example.org');
    await book(t, { cookie: other.cookie, id: other.user.id }, '2026-11-22T10:00', 3);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().bookings).toEqual([
      {
        id: later.id,
        slotId: '2026-11-22T10:00',
        date: '2026-11-22',
        slotLabel: '10:00 AM - 10:30 AM',
        startsAt: '2026-11-22T04:30:00.000Z',
        bookedAt: '2026-11-20T04:35:00.000Z',
        people: 1,
        status: 0,
        cancelReason: null,
      },
      expect.objectContaining({ id: ticket.id, people: 2, bookedAt: NOW }),
    ]);
  });

  it('gives a signed-out visitor an empty list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bookings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bookings: [] });
  });
});
