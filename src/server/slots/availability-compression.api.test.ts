import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bookOk, holdOk, NOW, VISIT_DATE, visitor } from '../holds/holds.test-helpers';

// A kept availability answer goes out with compressed copies made once; they must always be
// the answer itself, also right after a write.

describeEachDatabase('availability answers, compressed', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    // Enough slots for the answer to pass the 1 KB threshold.
    for (const time of ['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30']) {
      await insertSlot(t.database.db, { date: VISIT_DATE, time, capacity: 4 });
    }
  });
  afterEach(() => t.close());

  const slotsUrl = `/api/slots?date=${VISIT_DATE}`;
  const read = (headers: Record<string, string> = {}) => t.app.inject({ url: slotsUrl, headers });

  it('sends the same answer as brotli or gzip, as the caller accepts, and plain otherwise', async () => {
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await read({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await read({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await read({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('never sends the copy of an answer a write has changed', async () => {
    const before = await read({ 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(before.rawPayload).toString()).slots[0].booked).toBe(0);
    await bookOk(t, await visitor(t, 'meera'), `${VISIT_DATE}T09:30`, 3);
    const after = await read({ 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString()).slots[0].booked).toBe(3);
  });

  it('compresses a holder’s own answer too, with their held seats in it', async () => {
    const ravi = await visitor(t, 'ravi');
    await holdOk(t, ravi, `${VISIT_DATE}T09:30`, 2);
    const own = await t.app.inject({
      url: slotsUrl,
      headers: { cookie: ravi.cookie, 'accept-encoding': 'br' },
    });
    expect(own.headers['content-encoding']).toBe('br');
    const slot = JSON.parse(brotliDecompressSync(own.rawPayload).toString()).slots[0];
    expect(slot).toMatchObject({ held: 2, heldForYou: 2 });
  });
});
