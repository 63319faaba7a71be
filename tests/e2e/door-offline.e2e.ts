import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '../../src/shared/rules/booking-status';
import type { DoorBooking } from '../../src/shared/schemas/door';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { bookAsVisitor, moveSlotToToday } from './staff/door-data';
import { expectNoAxeViolations } from './support/axe';
import { type E2eSession, useE2eSession } from './support/browser';
import { runSql } from './support/db';
import { fakeCameraFlags, writeQrVideo } from './support/fake-camera';
import { eventually } from './support/page';

// The door with no network (issue 25), on a phone: it decides from today's roster, queues the
// steps with their time, uploads them when the network returns and reports a conflict with
// another device in plain words; reloaded offline, it still opens (the staff app's worker).

// context.setOffline() cuts the pages off but not a service worker's own fetches
// (microsoft/playwright#2311): with the worker's requests seen by Playwright (this switch, read
// when Chromium starts), the worker's are refused too while offline.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const refuseWorkerFetches = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

async function setOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
  if (offline) await context.route('**', refuseWorkerFetches);
  else await context.unroute('**', refuseWorkerFetches);
}

const videoDir = mkdtempSync(path.join(tmpdir(), 'visitpass-offline-door-'));
const video = path.join(videoDir, 'ticket.y4m');
writeQrVideo(video, 'no ticket yet');

const verdict = (page: Page) => page.locator('#door-verdict');
const banner = (page: Page) => page.locator('.door-offline-banner');
const scanBox = (page: Page) => page.getByLabel(/Scan a ticket/);

async function openDoorAs(session: E2eSession, page: Page, email: string) {
  await signInOnAdminHost(session, page, email);
  grantRole(session, email, 'staff');
  await page.goto(adminUrl(session, '/door'));
  await scanBox(page).waitFor();
}

async function typeCode(page: Page, code: string) {
  await scanBox(page).fill(code);
  await scanBox(page).press('Enter');
}

/** A visitor's booking in a slot under way today, its documents already checked at the door. */
async function validatedToday(session: E2eSession, email: string, name: string) {
  const id = await bookAsVisitor(session, session.context, email, [
    { name, documentNumber: `${name.slice(0, 4)}12345` },
  ]);
  moveSlotToToday(session, id, -2);
  runSql(
    session.server,
    'UPDATE brindavan_bookings SET status = ? WHERE id = ?',
    BOOKING_STATUS.validated,
    id,
  );
  return id;
}

/** The browser logs each load that failed for want of a network; offline, those are expected. */
function forgetOfflineLoads(session: E2eSession) {
  const offline = session.browserErrors.filter((error) => error.includes('ERR_INTERNET_DISCONNECTED'));
  for (const error of offline) session.browserErrors.splice(session.browserErrors.indexOf(error), 1);
}

describe('the door offline', () => {
  const session = useE2eSession({}, fakeCameraFlags(video));
  afterAll(() => rmSync(videoDir, { recursive: true, force: true }));

  it('decides and queues offline, uploads with the step’s time, reports a conflict and reopens offline', async () => {
    const { page, context, browser } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    const scanned = await validatedToday(session, 'gopal@example.org', 'Gopal Krishnan');
    const typed = await validatedToday(session, 'asha@example.org', 'Asha Nair');
    const other = await validatedToday(session, 'ravi@example.org', 'Ravi Kumar');
    writeQrVideo(video, scanned);

    await openDoorAs(session, page, 'desk@example.org');
    await context.grantPermissions(['camera'], { origin: new URL(adminUrl(session, '/')).origin });
    // The staff app's worker has kept its files and looks after this page.
    await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await setOffline(context, true);
    await eventually(() => banner(page).textContent()).toMatch(
      /^Offline — 0 steps waiting, last synced \d\d:\d\d [AP]M$/,
    );
    expect(await banner(page).getAttribute('role')).toBe('status');

    // The camera (and its reader, from the worker's files) reads the ticket with no network.
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await eventually(() => verdict(page).textContent()).toMatch(/^Valid — .+ slot, documents checked/);
    await page.getByRole('button', { name: 'Check in' }).click();
    await eventually(() => verdict(page).textContent()).toBe('Checked in — 1 person');
    const checkedInAt = Date.now();
    await eventually(() => banner(page).textContent()).toMatch(/^Offline — 1 step waiting, last synced /);
    await page.getByRole('button', { name: 'Scan with the camera' }).click();

    // A typed id: the verdict comes from the roster at once.
    const typedAt = Date.now();
    await typeCode(page, typed);
    await eventually(() => verdict(page).textContent()).toMatch(/^Valid — .+ slot, documents checked/);
    expect(Date.now() - typedAt).toBeLessThan(1000);
    expect(await page.locator('.door-facts').getByText(typed).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Check in' }).click();
    await eventually(() => banner(page).textContent()).toMatch(/^Offline — 2 steps waiting, /);

    // Another staff device, online, checks in another party and the one this device did.
    const otherContext = await browser.newContext();
    try {
      const gate = await otherContext.newPage();
      await openDoorAs(session, gate, 'gate@example.org');
      for (const id of [other, typed]) {
        await typeCode(gate, id);
        await gate.getByRole('button', { name: 'Check in' }).click();
        await eventually(() => verdict(gate).textContent()).toBe('Checked in — 1 person');
      }

      const backOnlineAt = Date.now();
      await setOffline(context, false);
      // The step reaches the server with the time it was taken, not the time it arrived.
      const alert = page.getByRole('alert');
      await eventually(() => alert.textContent()).toMatch(
        /Checked in Asha Nair at .+: gate@example\.org already marked this booking checked in at /,
      );
      await eventually(() => banner(page).textContent()).toBe('');
      // As the other device reads it (Node cannot resolve admin.localhost; Chromium can).
      const booking = await gate.evaluate(
        async (id) => (await (await fetch(`/api/admin/bookings/${id}`)).json()) as DoorBooking,
        scanned,
      );
      expect(booking.status).toBe(BOOKING_STATUS.checkedIn);
      const checkIn = booking.events.find((event) => event.to === BOOKING_STATUS.checkedIn);
      expect(checkIn?.by?.email).toBe('desk@example.org');
      expect(Date.parse(checkIn?.at ?? '')).toBeLessThanOrEqual(checkedInAt);
      expect(Date.parse(checkIn?.at ?? '')).toBeLessThan(backOnlineAt);
    } finally {
      await otherContext.close();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await eventually(() => page.locator('.door-conflicts').count()).toBe(0);

    // Reloaded with no network, the door opens from the worker's files and the kept roster.
    await setOffline(context, true);
    await page.reload();
    await eventually(() => banner(page).textContent()).toMatch(/^Offline — 0 steps waiting, last synced /);
    await typeCode(page, scanned);
    await eventually(() => verdict(page).textContent()).toMatch(/^Already inside since /);
    forgetOfflineLoads(session);
  });
});
