import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertBooking, insertSlot, somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';

// A ticket or feedback address names a booking: the page answers 200 only when that booking
// exists, and 404 otherwise, still with the ticket page (which then says so in words).

describeEachDatabase('the status of a booking page', (kind) => {
  let t: TestApp;
  let webDist: string;
  let bookingId: string;

  beforeEach(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'visitpass-web-'));
    mkdirSync(path.join(webDist, 'pages'));
    writeFileSync(path.join(webDist, 'index.html'), '<div id="root"></div>');
    for (const page of ['ticket', 'feedback', 'notFound'])
      writeFileSync(path.join(webDist, 'pages', `${page}.html`), `<div id="root">${page}</div>`);
    t = await createTestApp(kind, { now: '2026-11-20T04:30:00.000Z', env: { WEB_DIST: webDist } });
    const slot = await insertSlot(t.database.db, { date: '2026-11-22', time: '09:30' });
    const owner = await signIn(t, 'meera@example.org');
    bookingId = await insertBooking(t.database.db, { slot, userId: owner.user.id, people: somePeople(1) });
  });
  afterEach(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is 200 for a booking that exists, on the ticket and the feedback page', async () => {
    for (const [url, page] of [
      [`/booking/${bookingId}`, 'ticket'],
      [`/feedback/${bookingId}`, 'feedback'],
    ]) {
      const answer = await t.app.inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(`<div id="root">${page}</div>`);
    }
  });

  it('is 404 for a well-formed id no booking has, with the page that says so', async () => {
    for (const [url, page] of [
      ['/booking/AbCdEfGhIjKlMnOpQrStUv', 'ticket'],
      ['/feedback/AbCdEfGhIjKlMnOpQrStUv', 'feedback'],
      [`/booking/${bookingId}x`, 'ticket'],
    ]) {
      const answer = await t.app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.body, url).toBe(`<div id="root">${page}</div>`);
    }
  });

  it('is 404 for an id no booking could have, without asking the database', async () => {
    const answer = await t.app.inject(`/booking/${'a'.repeat(200)}`);
    expect(answer.statusCode).toBe(404);
  });
});
