import { afterEach, beforeEach, expect, it } from 'vitest';
import { randomPersonId } from '../../shared/rules/person';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { type BookingExportRow, bookingsPage } from './exports.repository';
import { eachRowByDay } from './report-queries';
import { type Museum, NOW, RANGE, seedMuseum } from './reports.test-helpers';

const BOM = [0xef, 0xbb, 0xbf];

/** Rows of an RFC 4180 file: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  return rows;
}

describeEachDatabase('CSV exports', (kind) => {
  let t: TestApp;
  let museum: Museum;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    museum = await seedMuseum(t);
  });
  afterEach(() => t.close());

  const download = (file: string, cookie?: string, range = RANGE) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/${file}?from=${range.from}&to=${range.to}`,
      headers: cookie ? { cookie } : {},
    });

  async function table(file: string) {
    const response = await download(file, museum.admin.cookie);
    expect(response.statusCode).toBe(200);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const [header = [], ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    return {
      response,
      header,
      rows,
      byColumn: (name: string) => rows.map((row) => row[header.indexOf(name)]),
    };
  }

  it('bookings.csv: every booking of the range, cancelled too, as an attachment with a BOM', async () => {
    const { response, header, rows, byColumn } = await table('bookings.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="bookings-2026-11-10-to-2026-11-12.csv"',
    );
    expect(header).toEqual([
      'booking',
      'visit_date',
      'slot',
      'status',
      'status_code',
      'people',
      'walk_in',
      'admitted',
      'mobile',
      'email',
      'booked_at_ist',
    ]);
    const { A, B, C, D, E, F, G } = museum.bookings;
    expect(byColumn('booking').sort()).toEqual([A, B, C, D, E, F, G].sort());
    const rowOf = (id: string) => rows.find((row) => row[0] === id);
    expect(rowOf(D)).toEqual([
      D,
      '2026-11-10',
      '10:00 AM - 10:30 AM',
      'cancelled',
      // A negative number is a number, not a formula: left as it is.
      '-1',
      '2',
      'No',
      // Admitted: only for a party let in in part.
      '',
      // A leading + would start a formula: neutralised.
      "'+919876543210",
      'visitor@example.org',
      // India time, as everywhere else in the app: 00:00 UTC is 05:30 in India.
      '2026-11-10 05:30',
    ]);
    // Document numbers belong to visitors.csv only.
    expect(response.body).not.toMatch(/DOC\d{7}/);
  });

  it('visitors.csv: the people with document numbers, Devanagari intact, formulas neutralised', async () => {
    // Kavi gave no document: the booking generated an id for her, which is nobody's document.
    await t.database.db
      .updateTable('booking_people')
      .set({ document_number: randomPersonId() })
      .where('name', '=', 'Kavi')
      .execute();
    const { header, rows, byColumn } = await table('visitors.csv');
    expect(header).toEqual([
      'booking',
      'visit_date',
      'slot',
      'status',
      'position',
      'name',
      'gender',
      'nationality',
      'age_at_visit',
      'age_band',
      'document_number',
      'walk_in',
    ]);
    // A–G hold 2+1+3+2+4+1+2 people; H and I are outside the range.
    expect(rows).toHaveLength(15);
    expect(byColumn('name')).toContain('राधा कृष्ण');
    expect(byColumn('name')).toContain('\'=HYPERLINK("http://x.example")');
    expect(byColumn('name')).toContain("'@Gita");
    expect(byColumn('name')).not.toContain('Early');
    const kavi = rows.find((row) => row[5] === 'Kavi');
    expect(kavi?.[10]).toBe('No ID proof given');
    expect(rows.filter((row) => row !== kavi).every((row) => /^DOC\d{7}$/.test(row[10] ?? ''))).toBe(true);
    const radha = rows.find((row) => row[5] === 'राधा कृष्ण');
    // 29: by whole years of 365.25 days the 30th birthday on the visit day does not count yet.
    expect(radha?.slice(3, 9)).toEqual(['validated', '0', 'राधा कृष्ण', 'F', 'IN', '29']);
    // An erased date of birth: the age on the visit day stays.
    expect(rows.find((row) => row[5] === 'Tara')?.slice(8)).toEqual([
      '41',
      '30–44',
      expect.stringMatching(/^DOC\d{7}$/),
      'No',
    ]);
  });

  it('feedback.csv: the answers of the range, experiences in full', async () => {
    const { header, rows } = await table('feedback.csv');
    expect(header).toEqual([
      'booking',
      'visit_date',
      'slot',
      'submitted_at_ist',
      'knowsSriSathyaSai',
      'visitedAshramBefore',
      'connectedWithOrganisations',
      'usesCompanionApp',
      'country',
      'state',
      'experience',
    ]);
    expect(rows.map((row) => row[0]).sort()).toEqual([museum.bookings.A, museum.bookings.B].sort());
    expect(rows.find((row) => row[0] === museum.bookings.A)?.slice(3)).toEqual([
      // NOW is 06:00 UTC: 11:30 in India.
      '2026-11-12 11:30',
      'Yes',
      'Yes',
      'No',
      'Yes',
      'India',
      'Karnataka',
      'बहुत सुंदर अनुभव — =1+2 peaceful',
    ]);
    // A country without a state: the name, and nothing for the state.
    expect(rows.find((row) => row[0] === museum.bookings.B)?.slice(8, 10)).toEqual(['United Kingdom', '']);
  });

  it('only admins: 401 without a session, 403 for staff and visitors, on every file', async () => {
    for (const file of ['bookings.csv', 'visitors.csv', 'feedback.csv']) {
      expect((await download(file)).statusCode).toBe(401);
      const staff = await download(file, museum.staff.cookie);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().error.code).toBe('forbidden');
      expect((await download(file, museum.visitor.cookie)).statusCode).toBe(403);
    }
  });

  it('refuses a backwards range with 400 and records nothing', async () => {
    const response = await download('bookings.csv', museum.admin.cookie, {
      from: '2026-11-12',
      to: '2026-11-10',
    });
    expect(response.statusCode).toBe(400);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'export')
      .execute();
    expect(audit).toEqual([]);
  });

  it('records each export in the audit: who, when, which file, which range', async () => {
    await download('visitors.csv', museum.admin.cookie);
    t.clock.advance(1);
    await download('feedback.csv', museum.admin.cookie, { from: '2026-11-01', to: '2026-11-30' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=2026-11-12&to=2026-11-12&action=export',
      headers: { cookie: museum.admin.cookie },
    });
    expect(response.json().entries).toEqual([
      {
        id: expect.any(String),
        at: '2026-11-12T06:01:00.000Z',
        actor: { id: museum.admin.user.id, email: 'head@example.org' },
        action: 'export',
        subject: 'feedback.csv',
        subjectEmail: null,
        before: null,
        after: { file: 'feedback.csv', from: '2026-11-01', to: '2026-11-30' },
      },
      {
        id: expect.any(String),
        at: NOW,
        actor: { id: museum.admin.user.id, email: 'head@example.org' },
        action: 'export',
        subject: 'visitors.csv',
        subjectEmail: null,
        before: null,
        after: { file: 'visitors.csv', from: RANGE.from, to: RANGE.to },
      },
    ]);
  });

  it('reads the range a day and a page at a time: every booking once, whatever the page size', async () => {
    const all = [];
    for await (const row of eachRowByDay<BookingExportRow>(
      RANGE,
      (date, after, size) => bookingsPage(t.database.db, date, after, size),
      2,
    ))
      all.push(row.id);
    const expected = Object.entries(museum.bookings)
      .filter(([letter]) => 'ABCDEFG'.includes(letter))
      .map(([, id]) => id);
    expect(all.sort()).toEqual(expected.sort());
    expect(new Set(all).size).toBe(all.length);
  });
});
