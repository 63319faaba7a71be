import { afterEach, beforeEach, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book, NOW, slotFor } from '../bookings/bookings.test-helpers';
import { connectDatabase } from '../db/connect';
import { type BackgroundJobs, startBackgroundJobs } from '../jobs';
import { createHousekeeping } from './housekeeping';

const DAY_180 = '2027-05-21T04:30:00.000Z'; // 180 days after the visit on 22 November 2026

describeEachDatabase('housekeeping rounds', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
  });
  let background: BackgroundJobs | undefined;
  afterEach(async () => {
    await background?.stop();
    await t.close();
  });

  it('runs a round as soon as it starts, not an hour later', async () => {
    const session = await signIn(t, 'owner@example.org');
    const owner = { cookie: session.cookie, id: session.user.id };
    const visited = await book(t, owner, (await slotFor(t)).id, 1);
    t.clock.set(DAY_180);

    background = startBackgroundJobs(t.services, t.database, t.app.log);
    await background.started;

    const ticket = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${visited.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(ticket.json()).toMatchObject({ mobile: null, people: [{ dob: null, documentNumber: null }] });
  });

  if (kind === 'postgres') {
    it('runs on one instance at a time when two share the database', async () => {
      const second = connectDatabase(t.config.databaseUrl, t.config.tablePrefix);
      const rounds: string[] = [];
      let finishFirst = () => {};
      let firstStarted = () => {};
      const firstInside = new Promise<void>((resolve) => {
        firstStarted = resolve;
      });
      const instance = (name: string, database: typeof second, wait: boolean) =>
        createHousekeeping({
          database,
          purgeAfterDays: 180,
          clock: t.clock,
          log: t.app.log,
          invitations: {
            inviteAfterClosing: async () => {
              rounds.push(name);
              if (!wait) return 0;
              firstStarted();
              await new Promise<void>((resolve) => {
                finishFirst = resolve;
              });
              return 0;
            },
          },
        });
      try {
        const first = instance('first', t.database, true).run();
        await firstInside;
        // The first instance is inside its round: the second finds it under way and skips.
        expect(await instance('second', second, false).run()).toBe(false);
        finishFirst();
        expect(await first).toBe(true);
        // Once it is over, the next round may run anywhere.
        expect(await instance('second', second, false).run()).toBe(true);
        expect(rounds).toEqual(['first', 'second']);
      } finally {
        await second.db.destroy();
      }
    });
  }
});
