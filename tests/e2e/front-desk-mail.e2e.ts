import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, indiaInstant } from '../../src/shared/rules/india-clock';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { bookAsVisitor } from './staff/door-data';
import { expectNoAxeViolations } from './support/axe';
import { useE2eSession } from './support/browser';
import { readSql, runSql } from './support/db';
import { eventually } from './support/page';
import { linkFromMailbox } from './support/sign-in';
import { futureDates, slotsOn } from './support/slots';

// The front desk's mail in Chromium against the real server: an admin writes to the visitors
// of a slot; the reminder job (`npm run jobs -- reminders`, its clock set to the evening before
// the visit with libfaketime) mails the visitor, whose "I can't come" link cancels after a
// confirmation; the freed seats are offered to the waiting visitor, and the admins' waiting
// list shows the offer.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = process.env.FRONT_DESK_SHOTS_DIR;
const WIDTHS = [320, 390, 1280];

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("the front desk's mail", () => {
  const session = useE2eSession();

  /** `npm run jobs -- reminders` on the server's database, its clock at `at` (UTC). */
  function runReminders(at: Date): string {
    const server = new URL(session.url('/'));
    const dataDir = path.dirname(session.server.databaseFile);
    const job = spawnSync(
      'faketime',
      [
        at.toISOString().slice(0, 19).replace('T', ' '),
        path.join(ROOT, 'node_modules/.bin/tsx'),
        'src/server/jobs.cli.ts',
        'reminders',
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          TZ: 'UTC',
          APP_ENV: 'local',
          DATA_DIR: dataDir,
          PORT: server.port,
          LOG_LEVEL: 'warn',
        },
      },
    );
    expect(job.stderr).toBe('');
    expect(job.status).toBe(0);
    return job.stdout.trim();
  }

  it('sends an admin\'s message, reminds the day before, and the "I can\'t come" link offers the seats on', async () => {
    const { page, browser } = session;
    // Two days ahead at least: the evening before is still to come, so the booking is made before it.
    const [date] = (await futureDates(session.server, 2)).slice(1);
    const [slot] = await slotsOn(session.server, date as string);
    if (!slot || !date) throw new Error('no slot two days ahead');

    const asha = await browser.newContext();
    const ravi = await browser.newContext();
    try {
      const bookingId = await bookAsVisitor(
        session,
        asha,
        'asha@example.org',
        [
          { name: 'Asha Rao', documentNumber: 'ASHA123456' },
          { name: 'Kiran Rao', documentNumber: 'KIRAN12345' },
        ],
        slot.id,
      );
      // The rest of the slot is taken: Ravi waits for two seats.
      runSql(session.server, 'UPDATE brindavan_slots SET booked = capacity WHERE id = ?', slot.id);
      const ravisPage = await ravi.newPage();
      await bookAsVisitor(session, ravi, 'ravi@example.org', [
        { name: 'Ravi K', documentNumber: 'RAVI123456' },
      ]);
      const joined = await ravi.request.post(session.url('/api/waitlist'), {
        data: { slotId: slot.id, seats: 2 },
      });
      expect(joined.status()).toBe(201);

      // The admin writes to the visitors of the slot: a preview, then the send.
      await signInOnAdminHost(session, page, 'head@example.org');
      grantRole(session, 'head@example.org', 'admin');
      await page.goto(adminUrl(session, '/messages'));
      await page.getByLabel('Day', { exact: true }).fill(date);
      await eventually(() => page.getByLabel('Slot').locator('option').count()).toBeGreaterThan(1);
      await page.getByLabel('Slot').selectOption(slot.id);
      await page
        .getByRole('textbox', { name: 'Subject', exact: true })
        .fill('Your slot starts 15 minutes late');
      await page
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('Dear visitors,\n\nYour slot starts 15 minutes late. We are sorry.');
      await expectNoAxeViolations(page);
      await shoot(page, 'messages-form');
      await page.getByRole('button', { name: 'Preview and send…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send this message?' });
      await eventually(() => dialog.getByRole('status').textContent()).toContain(
        '1 booking, 1 e-mail address',
      );
      await expectNoAxeViolations(page);
      await shoot(page, 'messages-preview');
      await dialog.getByRole('button', { name: 'Send the message' }).click();
      await eventually(() =>
        page.getByText('Sent to 1 booking, 1 e-mail address.', { exact: false }).isVisible(),
      ).toBe(true);
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, 'messages-sent');
      const mailbox = await (await session.context.request.get(session.url('/api/dev/mailbox'))).json();
      const message = (mailbox.messages as { to: string; subject: string; text: string }[]).find(
        (mail) => mail.subject === 'Your slot starts 15 minutes late',
      );
      expect(message?.to).toBe('asha@example.org');
      expect(message?.text).toContain(`Booking ID: ${bookingId}`);

      // The waiting list, seen by the admin: Ravi waits for two seats.
      await page.goto(adminUrl(session, '/waitlists'));
      await page.getByLabel('Day', { exact: true }).fill(date);
      const slotList = page.getByRole('article', { name: slot.label });
      await eventually(() => slotList.getByText('ravi@example.org').isVisible()).toBe(true);
      expect(await slotList.textContent()).toContain('2 seats, since');
      await expectNoAxeViolations(page);
      await shoot(page, 'waitlists-waiting');

      // The evening before the visit, the reminder goes out once.
      const evening = new Date(indiaInstant(addDays(date, -1), '17:05').getTime());
      const reminders = async () =>
        (
          (await (await session.context.request.get(session.url('/api/dev/mailbox'))).json()).messages as {
            subject: string;
          }[]
        ).filter((mail) => mail.subject.startsWith('Reminder: your visit tomorrow')).length;
      expect(runReminders(evening)).toBe('reminders: done.');
      expect(runReminders(evening)).toBe('reminders: done.');
      expect(await reminders()).toBe(1);

      // The link opens a confirmation without signing in; opening it changes nothing.
      const stranger = await browser.newContext();
      try {
        const visitor = await stranger.newPage();
        const link = await linkFromMailbox(session, visitor, 'asha@example.org', 'cant-come');
        await visitor.goto(link);
        await eventually(() => visitor.getByRole('button', { name: 'Cancel my booking' }).isVisible()).toBe(
          true,
        );
        expect(await visitor.title()).toContain("I can't come");
        const [before] = readSql<{ status: number }>(
          session.server,
          'SELECT status FROM brindavan_bookings WHERE id = ?',
          bookingId,
        );
        expect(before?.status).toBe(0);
        await expectNoAxeViolations(visitor);
        await shoot(visitor, 'cant-come-confirm');
        await visitor.getByRole('button', { name: 'Cancel my booking' }).click();
        const done = visitor.getByRole('status').filter({ hasText: 'Your booking is cancelled.' });
        await eventually(() => done.isVisible()).toBe(true);
        expect(await fitsWidth(visitor)).toBe(true);
        await expectNoAxeViolations(visitor);
        await shoot(visitor, 'cant-come-done');
        // Opened again: it says so.
        await visitor.reload();
        await eventually(() =>
          visitor.getByText('This booking is already cancelled.', { exact: false }).isVisible(),
        ).toBe(true);
      } finally {
        await stranger.close();
      }

      // Ravi is offered the two seats, by mail.
      const offer = await linkFromMailbox(session, ravisPage, 'ravi@example.org', 'slot=');
      expect(offer).toContain(`seats=2`);
      await page.goto(adminUrl(session, '/waitlists'));
      await page.getByLabel('Day', { exact: true }).fill(date);
      await eventually(() => page.getByRole('article', { name: slot.label }).textContent()).toContain(
        'Offers open (1)',
      );
      await expectNoAxeViolations(page);
      await shoot(page, 'waitlists-offer');
    } finally {
      await asha.close();
      await ravi.close();
    }
  }, 300_000);
});
