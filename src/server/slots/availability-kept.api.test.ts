import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { bookOk, NOW, SLOT_ID, VISIT_DATE, visitor } from '../holds/holds.test-helpers';

// A tripwire for decision 0031: availability answers are kept between reads. Every other test
// would stay green if they were built afresh for every read; this one counts the builds.
describeEachDatabase('kept availability answers', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    await insertSlot(t.database.db, { date: VISIT_DATE, time: '09:30', capacity: 4 });
  });
  afterEach(() => t.close());

  const read = async (url: string) => expect((await t.app.inject(url)).statusCode).toBe(200);
  const built = () => t.services.slots.answersBuilt();

  it('builds an answer once for reads with no write between them, and again after a booking', async () => {
    const meera = await visitor(t, 'meera');
    const reads = ['/api/dates', `/api/slots?date=${VISIT_DATE}`];
    const before = built();
    for (const url of reads) await read(url);
    expect(built()).toBe(before + 2);
    for (let again = 0; again < 3; again++) for (const url of reads) await read(url);
    expect(built()).toBe(before + 2);

    await bookOk(t, meera, SLOT_ID, 2);
    for (const url of reads) await read(url);
    expect(built()).toBe(before + 4);
  });
});
