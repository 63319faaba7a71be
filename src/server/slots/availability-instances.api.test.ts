import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertSlot } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookOk, NOW, SLOT_ID, VISIT_DATE, visitor } from '../holds/holds.test-helpers';

// Decision 0049: on PostgreSQL the reads of a short window share one snapshot query instead
// of asking one by one. A change made through another instance shows once a snapshot taken
// after it is the one reads are checked against (within the 20 ms bound); `changesHeard`
// waits for that, not for a time.
describe.runIf(process.env.TEST_DATABASE_URL)('availability on two instances [postgres]', () => {
  let first: TestApp;
  let second: TestApp;
  const slots = `/api/slots?date=${VISIT_DATE}`;
  const slotOn = async (app: TestApp) => (await app.app.inject(slots)).json().slots[0];

  beforeEach(async () => {
    second = await createTestApp('postgres', { now: NOW });
    first = await createTestApp('postgres', { now: NOW, env: { DATABASE_URL: second.config.databaseUrl } });
    await insertSlot(second.database.db, { date: VISIT_DATE, time: '09:30', capacity: 4 });
  });
  afterEach(async () => {
    await first.close();
    await second.close();
  });

  it('shows a booking made on the other instance once a snapshot taken after it is in use', async () => {
    const meera = await visitor(second, 'meera');
    expect(await slotOn(first)).toMatchObject({ booked: 0 });
    await bookOk(second, meera, SLOT_ID, 2);
    await first.database.changesHeard();
    expect(await slotOn(first)).toMatchObject({ booked: 2 });
    // The instance that booked shows it at its next read, without waiting.
    await bookOk(second, meera, SLOT_ID, 1);
    expect(await slotOn(second)).toMatchObject({ booked: 3 });
  });
});
