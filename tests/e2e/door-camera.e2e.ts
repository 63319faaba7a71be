import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, grantRole, signInOnAdminHost } from './staff/admin-host';
import { bookAsVisitor, moveSlotToToday } from './staff/door-data';
import { useE2eSession } from './support/browser';
import { fakeCameraFlags, writeQrVideo } from './support/fake-camera';
import { eventually } from './support/page';

// The door reading a ticket from a real camera stream: Chromium's fake capture device plays a
// video of the ticket's QR code, written once the booking exists (the device opens the file
// when the camera starts).

const videoDir = mkdtempSync(path.join(tmpdir(), 'visitpass-camera-'));
const video = path.join(videoDir, 'ticket.y4m');
writeQrVideo(video, 'no ticket yet');

describe('the door with a camera', () => {
  const session = useE2eSession({}, fakeCameraFlags(video));
  afterAll(() => rmSync(videoDir, { recursive: true, force: true }));

  it('reads the ticket from the camera, checks the party in and out, and ignores the code held in view', async () => {
    const { page, context } = session;
    const bookingId = await bookAsVisitor(session, context, 'camera@example.org', [
      { name: 'Gopal Krishnan', documentNumber: 'GOPAL1234' },
    ]);
    moveSlotToToday(session, bookingId, -2);
    writeQrVideo(video, bookingId);

    await signInOnAdminHost(session, page, 'desk@example.org');
    grantRole(session, 'desk@example.org', 'staff');
    await context.grantPermissions(['camera'], { origin: new URL(adminUrl(session, '/')).origin });
    await page.goto(adminUrl(session, '/door'));
    await page.getByRole('button', { name: 'Scan with the camera' }).click();

    const verdict = page.locator('#door-verdict');
    await eventually(() => verdict.textContent()).toMatch(/^Valid — /);
    expect(await page.locator('.door-facts').getByText(bookingId).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Validate' }).click();
    await eventually(() => verdict.textContent()).toBe('Validated — documents checked');
    await page.getByRole('button', { name: 'Check in' }).click();
    await eventually(() => verdict.textContent()).toBe('Checked in — 1 person');

    // The camera still sees the same code: no new lookup replaces what the door says.
    await page.waitForTimeout(1500);
    expect(await verdict.textContent()).toBe('Checked in — 1 person');

    await page.getByRole('button', { name: 'Check out' }).click();
    await eventually(() => verdict.textContent()).toBe('Checked out — 1 person');
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    expect(await page.getByLabel('Camera view').isVisible()).toBe(false);
  });
});
