import { afterEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  AT_THE_DOOR,
  BOOKED_AT,
  bookVisit,
  doorSetup,
  step,
  VISIT_DATE,
} from '../bookings/door.test-helpers';
import { postWalkIn } from '../bookings/walk-ins.test-helpers';

// Walk-in parties in the reports' age bands and in the CSV files (issue 24): they have no
// people rows, so their ages and nationalities come from what staff gave at the door.

function csvRows(body: string): string[][] {
  // These files hold no quoted cells: plain splitting is enough here.
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
    .map((line) => line.split(','));
}

describeEachDatabase('walk-ins in the reports and exports', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('counts the ages staff gave, the rest as unknown, and lists each walk-in in the files', async () => {
    t = await createTestApp(kind, { now: BOOKED_AT });
    const setup = await doorSetup(t, { capacity: 20 });
    const admin = await signIn(t, 'admin@example.org', { role: 'admin' });
    const booked = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    await step(t, setup.staff.cookie, booked, { from: 0, to: 3, admitted: 1 });
    const walkIn = await postWalkIn(t, setup.staff.cookie, {
      slotId: setup.slotId,
      people: 4,
      names: ['Ravi', 'Uma'],
      nationality: { IN: 3, OTHER: 1 },
      ages: { '0–12': 1, '30–44': 2 },
    });
    expect(walkIn.statusCode).toBe(201);
    const walkInId = walkIn.json().id;

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    const range = `from=${VISIT_DATE}&to=${VISIT_DATE}`;
    const report = (await get(`/api/admin/reports?${range}`)).json();
    const band = (name: string) => report.ageBands.find((row: { band: string }) => row.band === name)?.people;
    expect(band('0–12')).toBe(1);
    expect(band('30–44')).toBeGreaterThanOrEqual(2);
    // The walk-in's fourth person was not asked: unknown.
    expect(band('unknown')).toBe(1);

    const [bookingsHeader = [], ...bookingRows] = csvRows(
      (await get(`/api/admin/exports/bookings.csv?${range}`)).body,
    );
    const cell = (row: string[] | undefined, name: string) => row?.[bookingsHeader.indexOf(name)];
    const walkInRow = bookingRows.find((row) => row[0] === walkInId);
    const bookedRow = bookingRows.find((row) => row[0] === booked);
    expect([cell(walkInRow, 'walk_in'), cell(walkInRow, 'people'), cell(walkInRow, 'mobile')]).toEqual([
      'Yes',
      '4',
      '',
    ]);
    expect([cell(bookedRow, 'walk_in'), cell(bookedRow, 'people'), cell(bookedRow, 'admitted')]).toEqual([
      'No',
      '2',
      '1',
    ]);

    const [visitorsHeader = [], ...visitorRows] = csvRows(
      (await get(`/api/admin/exports/visitors.csv?${range}`)).body,
    );
    const column = (name: string) => visitorsHeader.indexOf(name);
    const walkIns = visitorRows.filter((row) => row[0] === walkInId);
    expect(
      walkIns.map((row) => [
        row[column('name')],
        row[column('nationality')],
        row[column('age_band')],
        row[column('walk_in')],
      ]),
    ).toEqual([
      ['Ravi', 'IN', '0–12', 'Yes'],
      ['Uma', 'IN', '30–44', 'Yes'],
      ['', 'IN', '30–44', 'Yes'],
      ['', 'OTHER', 'unknown', 'Yes'],
    ]);
    expect(visitorRows.filter((row) => row[0] === booked).map((row) => row[column('walk_in')])).toEqual([
      'No',
      'No',
    ]);
  });

  it('refuses age counts beyond the party and unknown bands, admitting nobody', async () => {
    t = await createTestApp(kind, { now: BOOKED_AT });
    const setup = await doorSetup(t);
    t.clock.set(AT_THE_DOOR);
    const tooMany = await postWalkIn(t, setup.staff.cookie, {
      slotId: setup.slotId,
      people: 2,
      ages: { '18–29': 2, '60+': 1 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('The age counts must add up to at most 2');
    const unknownBand = await postWalkIn(t, setup.staff.cookie, {
      slotId: setup.slotId,
      people: 2,
      ages: { adults: 2 } as never,
    });
    expect(unknownBand.statusCode).toBe(400);
    const bookings = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('walk_in', '=', 1)
      .execute();
    expect(bookings).toEqual([]);
  });
});
