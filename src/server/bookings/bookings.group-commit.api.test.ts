import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { somePeople } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOW, slotFor, storedState, verifiedChallenge } from './bookings.test-helpers';

// SQLite only: there, bookings arriving together share one transaction (decision 0008).
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp('sqlite', { now: NOW });
});
afterEach(() => t.close());

const mailCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Makes the commit of any transaction that books `slotId` fail, as a full disk or an I/O error
 * would: the booking's own statements all succeed, and only COMMIT finds a (deferred) foreign
 * key pointing nowhere.
 */
async function failCommitsBooking(slotId: string) {
  const prefix = t.config.tablePrefix;
  await sql
    .raw(
      `CREATE TABLE commit_breaker (slot_id TEXT REFERENCES ${prefix}slots(id) DEFERRABLE INITIALLY DEFERRED)`,
    )
    .execute(t.database.db);
  await sql
    .raw(
      `CREATE TRIGGER break_commit AFTER INSERT ON ${prefix}bookings WHEN NEW.slot_id = '${slotId}'
       BEGIN INSERT INTO commit_breaker VALUES ('no such slot'); END`,
    )
    .execute(t.database.db);
}

it('fails every booking of a batch whose commit fails, and leaves nothing of any of them', async () => {
  const slot = await slotFor(t, { time: '10:00' });
  const breaking = await slotFor(t, { time: '11:00' });
  const visitors = await Promise.all(
    ['asha', 'bala', 'chitra', 'dev'].map(async (name) => (await signIn(t, `${name}@example.org`)).user),
  );
  const challenges = await Promise.all(visitors.map((visitor) => verifiedChallenge(t, visitor.id)));
  await failCommitsBooking(breaking.id);
  const mailBefore = await mailCount();

  // Started together, so they wait for the connection together and share one batch; only the
  // last one's booking breaks the commit.
  const results = await Promise.allSettled(
    visitors.map((visitor, index) =>
      t.services.bookings.create(visitor, {
        slotId: index === visitors.length - 1 ? breaking.id : slot.id,
        people: somePeople(2),
        verificationId: challenges[index] as string,
      }),
    ),
  );

  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
  expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
  // No booking, no people, no event, no seat taken, no challenge spent, no confirmation mail.
  expect(await storedState(t, slot.id)).toEqual({
    bookings: 0,
    people: 0,
    events: 0,
    booked: 0,
    usedChallenges: 0,
  });
  expect((await storedState(t, breaking.id)).booked).toBe(0);
  expect(await mailCount()).toBe(mailBefore);

  // The next batch, without the breaking booking, commits as usual.
  const again = await t.services.bookings.create(visitors[0] as (typeof visitors)[0], {
    slotId: slot.id,
    people: somePeople(2),
    verificationId: challenges[0] as string,
  });
  expect(again.slotId).toBe(slot.id);
  expect(await storedState(t, slot.id)).toMatchObject({ bookings: 1, booked: 2, usedChallenges: 1 });
});
