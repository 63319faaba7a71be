import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertChallenge } from '../../test/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { insertMail } from '../mail/mail.repository';
import { pruneExpired } from './housekeeping';

const NOW = new Date('2026-11-20T04:30:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describeEachDatabase('housekeeping', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW.toISOString() });
  });
  afterEach(() => t.close());

  async function mail(status: 'pending' | 'local', createdAt: Date) {
    const id = randomUUID();
    await insertMail(t.database.db, {
      id,
      to: 'visitor@example.org',
      subject: 'Sign in',
      text: 'link',
      html: '<p>link</p>',
      template: null,
      templateData: null,
      attachments: null,
      status,
      createdAt: createdAt.toISOString(),
      nextAttemptAt: null,
    });
    return id;
  }

  async function sms(receivedAt: Date) {
    const id = randomUUID();
    await t.database.db
      .insertInto('sms_inbox')
      .values({
        id,
        provider: 'simulator',
        external_id: null,
        sender: '919876543210',
        text: 'SAIRAM 1234',
        received_at: receivedAt.toISOString(),
        stored_at: receivedAt.toISOString(),
      })
      .execute();
    return id;
  }

  const ids = async (table: 'mail_outbox' | 'sms_inbox' | 'verifications') =>
    (await t.database.db.selectFrom(table).select('id').execute()).map((row) => row.id).sort();

  it('removes what has served its purpose and keeps everything still needed', async () => {
    const db = t.database.db;
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'old', count: 3, window_started_at: daysAgo(2).getTime() },
        { key: 'current', count: 3, window_started_at: daysAgo(0.01).getTime() },
      ])
      .execute();
    await sms(daysAgo(2));
    const recentSms = await sms(daysAgo(0.5));
    await mail('local', daysAgo(31));
    const oldPending = await mail('pending', daysAgo(31));
    const recentDelivered = await mail('local', daysAgo(29));
    await insertChallenge(db, { userId: 'u1', now: daysAgo(31) });
    const oldUsed = await insertChallenge(db, { userId: 'u1', now: daysAgo(31) });
    await db
      .updateTable('verifications')
      .set({ used_by_booking_id: 'b1' })
      .where('id', '=', oldUsed)
      .execute();
    const recentUnused = await insertChallenge(db, { userId: 'u1', now: daysAgo(1) });

    expect(await pruneExpired(db, NOW)).toMatchObject({
      rateLimits: 1,
      inboundSms: 1,
      mail: 1,
      challenges: 1,
    });

    expect((await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key)).toEqual([
      'current',
    ]);
    expect(await ids('sms_inbox')).toEqual([recentSms].sort());
    expect(await ids('mail_outbox')).toEqual([oldPending, recentDelivered].sort());
    expect(await ids('verifications')).toEqual([oldUsed, recentUnused].sort());
  });
});
