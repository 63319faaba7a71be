import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, indiaDateOf, indiaInstant } from '../../src/shared/rules/india-clock';
import { ageOnDate } from '../../src/shared/rules/person';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { expectNoAxeViolations } from './support/axe';
import { type E2eSession, useE2eSession } from './support/browser';
import { readSql, runSql } from './support/db';
import { eventually } from './support/page';

// An admin reads the reports of a past week, downloads a CSV export and finds the download in
// the audit, in Chromium against the real server.

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** A slot five days ago with two bookings: one came (a Devanagari name), one did not. */
function seedPastVisits(session: E2eSession) {
  const date = addDays(indiaDateOf(new Date()), -5);
  const startsAt = indiaInstant(date, '09:30');
  const slotId = `${date}T09:30`;
  runSql(
    session.server,
    'INSERT INTO brindavan_slots (id, date, label, starts_at, ends_at, capacity, booked, closed) VALUES (?, ?, ?, ?, ?, 12, 5, 0)',
    slotId,
    date,
    '09:30 AM - 10:00 AM',
    startsAt.toISOString(),
    new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
  );
  const book = (id: string, status: number, people: [string, string][]) => {
    runSql(
      session.server,
      `INSERT INTO brindavan_bookings (id, user_id, slot_id, date, slot_label, people, mobile, status, created_at, updated_at)
       VALUES (?, 'e2e-visitor', ?, ?, '09:30 AM - 10:00 AM', ?, '+919876543210', ?, ?, ?)`,
      id,
      slotId,
      date,
      people.length,
      status,
      startsAt.toISOString(),
      startsAt.toISOString(),
    );
    people.forEach(([name, dob], position) => {
      runSql(
        session.server,
        `INSERT INTO brindavan_booking_people (booking_id, position, name, gender, dob, age_at_visit, nationality, document_number)
         VALUES (?, ?, ?, 'F', ?, ?, 'IN', ?)`,
        id,
        position,
        name,
        dob,
        ageOnDate(dob, date),
        `DOC-${id}-${position}`,
      );
    });
  };
  book('reportcamebooking00001', 4, [
    ['राधा कृष्णन', '1980-01-01'],
    ['Gopal', '2015-06-01'],
  ]);
  book('reportnoshowbooking001', 0, [
    ['Meera', '1990-01-01'],
    ['Ravi', '1990-01-01'],
    ['Sita', '1950-01-01'],
  ]);
  runSql(
    session.server,
    "INSERT INTO brindavan_feedback (booking_id, user_id, answers, created_at) VALUES ('reportcamebooking00001', 'e2e-visitor', ?, ?)",
    JSON.stringify({
      knowsSriSathyaSai: true,
      visitedAshramBefore: false,
      connectedWithOrganisations: false,
      country: 'IN',
      state: 'KA',
      usesCompanionApp: true,
      experience: 'शांत और सुंदर',
    }),
    startsAt.toISOString(),
  );
  return { date, from: addDays(date, -1), to: addDays(date, 1) };
}

/** A schedule change (Saturday's slots from 30 to 45 minutes) and a staff change, as the admin pages record them. */
function seedAuditEntries(session: E2eSession) {
  const [{ id }] = readSql<{ id: string }>(
    session.server,
    "SELECT id FROM brindavan_users WHERE email = 'head@example.org'",
  );
  const week = (saturdayMinutes: number) => ({
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      open: true,
      firstStart: '09:30',
      lastEntry: '17:00',
      slotMinutes: weekday === 6 ? saturdayMinutes : 30,
      capacity: 50,
    })),
  });
  const at = new Date().toISOString();
  const insert = (entry: string, action: string, subject: string, before: unknown, after: unknown) =>
    runSql(
      session.server,
      'INSERT INTO brindavan_audit_log (id, at, actor_user_id, action, subject, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)',
      entry,
      at,
      id,
      action,
      subject,
      before === null ? null : JSON.stringify(before),
      JSON.stringify(after),
    );
  insert('e2e-schedule', 'schedule.update', 'weekly', week(30), week(45));
  insert('e2e-staff', 'staff.add', id, null, { email: 'head@example.org', role: 'admin' });
}

/** Every figure's chart and table show the same labels and numbers, in the same order. */
async function expectChartsMatchTables(page: Page): Promise<number> {
  const figures = page.locator('.report-figure').filter({ has: page.locator('.report-chart') });
  const count = await figures.count();
  for (let index = 0; index < count; index += 1) {
    const figure = figures.nth(index);
    const title = await figure.getByRole('heading', { level: 2 }).textContent();
    expect(await figure.locator('.chart-label').allTextContents(), `${title}: labels`).toEqual(
      await figure.locator('tbody th').allTextContents(),
    );
    expect(await figure.locator('.chart-value').allTextContents(), `${title}: numbers`).toEqual(
      await figure.locator('tbody td[data-series]').allTextContents(),
    );
  }
  return count;
}

/** Types a date into a date field from the keyboard, as Chromium's en-US field takes it: month, day, year. */
async function typeDate(page: Page, label: string, date: string) {
  const [year, month, day] = date.split('-');
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(`${month}${day}${year}`);
}

async function screenshots(page: Page, name: string) {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
      // The long phone page also in screens, to be looked at one by one.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; width < 1280 && top < height; top += 900) {
        const clip = { x: 0, y: top, width, height: Math.min(900, height - top) };
        await page.screenshot({
          path: `${SCREENSHOTS}/${name}-${width}-${top / 900}.png`,
          fullPage: true,
          clip,
        });
      }
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('reports, exports and the audit on the staff site', () => {
  const session = useE2eSession();

  it('shows charts that agree with their tables, downloads a CSV with a BOM, and lists the export in the audit', async () => {
    const { page } = session;
    const range = seedPastVisits(session);
    await signInOnAdminHost(session, page, 'head@example.org');
    grantRole(session, 'head@example.org', 'admin');
    await page.goto(adminUrl(session, `/reports?from=${range.from}&to=${range.to}`));

    const perDay = page.getByRole('region', { name: 'Visitors per day' });
    await eventually(() => perDay.locator('tbody tr').count()).toBeGreaterThan(0);
    // The seeded day: 12 seats, 5 people booked, 2 came in, no walk-ins, 5 of 12 booked.
    const seeded = perDay.getByRole('row').filter({ hasText: /\d{4}/ }).first();
    expect(await seeded.getByRole('cell').allTextContents()).toEqual(['12', '5', '2', '0', '42%']);
    expect(await seeded.getByRole('rowheader').textContent()).toMatch(
      /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d+ \w{3} \d{4}$/,
    );
    const outcomes = page.getByRole('region', { name: 'Checked in and no-shows' });
    expect(await outcomes.locator('.report-rates').textContent()).toContain(
      'Checked-in rate 50%, no-show rate 50%',
    );
    await eventually(() => page.getByRole('region', { name: /Experiences/ }).textContent()).toContain(
      'शांत और सुंदर',
    );
    expect(await expectChartsMatchTables(page)).toBe(8);
    await expectNoAxeViolations(page);
    await screenshots(page, 'reports');

    // Keyboard alone: a wrong range is refused in words, a right one shows; Enter downloads.
    await typeDate(page, 'From', range.to);
    await typeDate(page, 'To', range.from);
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('alert').textContent()).toBe(
      'The first date must not be after the last.',
    );
    // The figures and files of the range shown before go: they are not those of the dates typed.
    expect(await perDay.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Visitors (CSV)' }).count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/reports-invalid-range.png` });
    await typeDate(page, 'From', range.from);
    await typeDate(page, 'To', range.to);
    await page.keyboard.press('Enter');
    await eventually(() => page.getByRole('alert').count()).toBe(0);
    await page.getByRole('link', { name: 'Visitors (CSV)' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`visitors-${range.from}-to-${range.to}.csv`);
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe(
      'booking,visit_date,slot,status,position,name,gender,nationality,age_at_visit,age_band,document_number,walk_in',
    );
    expect(lines).toContain(
      `reportcamebooking00001,${range.date},09:30 AM - 10:00 AM,checked out,0,राधा कृष्णन,F,IN,${Number(range.date.slice(0, 4)) - 1980},45–59,DOC-reportcamebooking00001-0,No`,
    );
    expect(lines).toHaveLength(6);

    // The audit lists the download, filtered to exports.
    await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Audit' }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Audit');
    await page.getByLabel('Action').fill('export');
    await page.keyboard.press('Enter');
    const entries = page.locator('.audit-entry');
    await eventually(() => page.getByRole('status').textContent()).toBe('1 entry, newest first');
    const entry = await entries.first().textContent();
    expect(entry).toContain('Export downloaded');
    expect(entry).toContain('visitors.csv');
    expect(entry).toContain('head@example.org');
    expect(entry).toContain(range.from);
    await expectNoAxeViolations(page);
    await screenshots(page, 'audit');

    // A schedule change reads as what changed, and an entry about an account names its e-mail.
    seedAuditEntries(session);
    await page.getByLabel('Action').fill('schedule');
    await page.keyboard.press('Enter');
    // The export found before was 1 entry too: wait for the schedule change itself.
    await eventually(() => entries.first().textContent()).toContain('Weekly schedule changed');
    expect(await page.getByRole('status').textContent()).toBe('1 entry, newest first');
    const schedule = await entries.first().textContent();
    expect(schedule).toContain('Saturdayslot length 30 → 45 minutes');
    expect(schedule).not.toContain('[');
    await screenshots(page, 'audit-schedule');
    await page.getByLabel('Action').fill('staff');
    await page.keyboard.press('Enter');
    await eventually(() => entries.first().textContent()).toContain('Staff added');
    expect(await entries.first().locator('.audit-subject').textContent()).toBe('head@example.org');
  });
});
