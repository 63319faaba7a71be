import { afterEach, beforeEach, expect, it } from 'vitest';
import { ageBandOf } from '../../shared/rules/age-bands';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { type Museum, NOW, RANGE, seedMuseum } from './reports.test-helpers';

describeEachDatabase('reports', (kind) => {
  let t: TestApp;
  let museum: Museum;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    museum = await seedMuseum(t);
  });
  afterEach(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('counts visitors per day against capacity, outcomes, busiest slots, nationalities, ages and group sizes', async () => {
    const response = await get(`/api/admin/reports?from=${RANGE.from}&to=${RANGE.to}`, museum.admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.json();
    expect(report).toMatchObject({ from: RANGE.from, to: RANGE.to, today: '2026-11-12' });
    // Closed slots add no capacity; cancelled and refused bookings add no people.
    expect(report.days).toEqual([
      { date: '2026-11-10', capacity: 20, booked: 6, visited: 3, walkIns: 0 },
      { date: '2026-11-11', capacity: 20, booked: 4, visited: 0, walkIns: 0 },
      { date: '2026-11-12', capacity: 10, booked: 2, visited: 0, walkIns: 0 },
    ]);
    // Today's 09:30 slot has ended by 11:30 (NOW): its booking is a no-show already, as the
    // day sheet counts it (one definition, rules/attendance.ts), not still to come.
    expect(report.outcomes).toEqual({
      bookings: 7,
      cancelled: 1,
      refused: 1,
      checkedIn: 2,
      noShow: 3,
      noShowPeople: 9,
      upcoming: 0,
      checkedInRate: 0.4,
      noShowRate: 0.6,
    });
    expect(report.busiestSlots).toEqual([
      {
        slotId: '2026-11-11T09:30',
        date: '2026-11-11',
        label: '09:30 AM - 10:00 AM',
        capacity: 20,
        booked: 4,
      },
      {
        slotId: '2026-11-10T09:30',
        date: '2026-11-10',
        label: '09:30 AM - 10:00 AM',
        capacity: 10,
        booked: 3,
      },
      {
        slotId: '2026-11-10T10:00',
        date: '2026-11-10',
        label: '10:00 AM - 10:30 AM',
        capacity: 10,
        booked: 3,
      },
      {
        slotId: '2026-11-12T09:30',
        date: '2026-11-12',
        label: '09:30 AM - 10:00 AM',
        capacity: 10,
        booked: 2,
      },
    ]);
    expect(report.nationalities).toEqual([
      { nationality: 'IN', people: 8 },
      { nationality: 'OTHER', people: 4 },
    ]);
    // Ages on the visit day by the app's one rule (whole years of 365.25 days, as on the
    // ticket), so a birthday on the visit day itself does not count yet.
    expect(report.ageBands).toEqual([
      { band: '0–12', people: 2 },
      { band: '13–17', people: 2 },
      { band: '18–29', people: 2 },
      { band: '30–44', people: 2 },
      { band: '45–59', people: 2 },
      { band: '60+', people: 2 },
    ]);
    expect(report.groupSizes).toEqual([
      { size: 1, bookings: 1 },
      { size: 2, bookings: 2 },
      { size: 3, bookings: 1 },
      { size: 4, bookings: 1 },
    ]);
  });

  it('keeps to the range asked for', async () => {
    const report = (
      await get('/api/admin/reports?from=2026-11-09&to=2026-11-09', museum.admin.cookie)
    ).json();
    expect(report.days).toEqual([{ date: '2026-11-09', capacity: 10, booked: 1, visited: 1, walkIns: 0 }]);
    expect(report.outcomes).toMatchObject({ bookings: 1, checkedIn: 1, noShow: 0, checkedInRate: 1 });
    const future = (
      await get('/api/admin/reports?from=2026-11-13&to=2026-11-20', museum.admin.cookie)
    ).json();
    expect(future.outcomes).toMatchObject({
      bookings: 1,
      upcoming: 1,
      checkedInRate: null,
      noShowRate: null,
    });
  });

  it('counts the answers of each question and lists the experiences with their booking', async () => {
    const response = await get(
      `/api/admin/reports/feedback?from=${RANGE.from}&to=${RANGE.to}`,
      museum.admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    const feedback = response.json();
    expect(feedback.responses).toBe(2);
    expect(feedback.questions).toEqual([
      { key: 'knowsSriSathyaSai', question: expect.any(String), yes: 1, no: 1 },
      { key: 'visitedAshramBefore', question: expect.any(String), yes: 1, no: 1 },
      { key: 'connectedWithOrganisations', question: expect.any(String), yes: 0, no: 2 },
      { key: 'usesCompanionApp', question: expect.any(String), yes: 1, no: 1 },
    ]);
    expect(feedback.countries).toEqual([
      { country: 'IN', name: 'India', responses: 1 },
      { country: 'GB', name: 'United Kingdom', responses: 1 },
    ]);
    expect(feedback.experiences).toEqual([
      {
        bookingId: museum.bookings.A,
        date: '2026-11-10',
        slotLabel: '09:30 AM - 10:00 AM',
        submittedAt: NOW,
        text: 'बहुत सुंदर अनुभव — =1+2 peaceful',
      },
    ]);
    // A narrower range: the day without feedback has none.
    const none = (
      await get('/api/admin/reports/feedback?from=2026-11-11&to=2026-11-12', museum.admin.cookie)
    ).json();
    expect(none).toMatchObject({ responses: 0, countries: [], experiences: [] });
  });

  it('answers admins only: 401 without a session, 403 for staff and visitors', async () => {
    for (const path of ['/api/admin/reports', '/api/admin/reports/feedback']) {
      const url = `${path}?from=${RANGE.from}&to=${RANGE.to}`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, museum.staff.cookie)).json().error.code).toBe('forbidden');
      expect((await get(url, museum.visitor.cookie)).statusCode).toBe(403);
    }
  });

  it('refuses a range backwards, too long or missing with 400', async () => {
    for (const query of [
      'from=2026-11-12&to=2026-11-10',
      'from=2026-01-01&to=2027-01-02',
      'from=2026-11-10',
      '',
    ]) {
      const response = await get(`/api/admin/reports?${query}`, museum.admin.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
    }
  });
});

it('bands ages on the visit day', () => {
  expect([null, -1, 0, 12, 13, 17, 18, 29, 30, 44, 45, 59, 60, 101].map(ageBandOf)).toEqual([
    'unknown',
    'unknown',
    '0–12',
    '0–12',
    '13–17',
    '13–17',
    '18–29',
    '18–29',
    '30–44',
    '30–44',
    '45–59',
    '45–59',
    '60+',
    '60+',
  ]);
});
