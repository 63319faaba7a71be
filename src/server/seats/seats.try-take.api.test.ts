import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import {
  holdOk,
  myHolds,
  NOW,
  SLOT_ID,
  seatsOf,
  slotFor,
  type Visitor,
  visitor,
} from '../holds/holds.test-helpers';
import { createSeats } from './seats';
import { createSlotLock } from './slot-lock';

// A take uses up the visitor's holds before it counts the seats (decision 0061), so a refused
// take leaves its transaction to be rolled back. tryTake, for callers that go on after a
// refusal (the door's undo), must leave the holds as they were.
describeEachDatabase('taking seats and going on after a refusal', (kind) => {
  let t: TestApp;
  let asha: Visitor;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    asha = await visitor(t, 'asha');
  });
  afterEach(() => t.close());

  const seats = () =>
    createSeats({
      dialect: t.database.dialect,
      clock: t.clock,
      lockSlots: createSlotLock(t.database.dialect),
      waitingList: { offerFreedSeats: async () => 0 },
      holds: t.services.holds,
    });

  it('answers the refusal and keeps the visitor’s hold; a take that fits uses it up', async () => {
    await slotFor(t, { capacity: 4, booked: 2 });
    const held = await holdOk(t, asha, SLOT_ID, 2);
    const request = { userId: asha.id, slotId: SLOT_ID, earliestStart: null };

    const refusal = await t.database.writeTransaction((trx) =>
      seats().tryTake(trx, { ...request, seats: 3 }),
    );
    expect(refusal).toMatchObject({ statusCode: 409, code: 'slot_full' });
    expect(await myHolds(t, asha)).toMatchObject([{ id: held.id, seats: 2 }]);
    expect((await seatsOf(t, SLOT_ID)).booked).toBe(2);

    const taken = await t.database.writeTransaction((trx) => seats().tryTake(trx, { ...request, seats: 2 }));
    expect(taken).toBeNull();
    expect(await myHolds(t, asha)).toEqual([]);
    expect((await seatsOf(t, SLOT_ID)).booked).toBe(4);
  });
});
