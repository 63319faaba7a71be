import { afterEach, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
  testConfig,
} from '../../../test/test-app';
import { connectDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';

describeEachDatabase('migration 0007', (kind) => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  afterEach(async () => {
    await database.db.destroy();
    await testDatabase.drop();
  });

  it('keeps the rendered mail already in the outbox and lets new rows keep a template instead', async () => {
    testDatabase = await createTestDatabase(kind);
    const config = testConfig({ DATABASE_URL: testDatabase.url });
    const prefix = config.tablePrefix;
    database = connectDatabase(config.databaseUrl, prefix);
    await migrateToLatest(database.db, prefix, '0006_holds');
    const rendered = {
      id: 'm1',
      to_address: 'asha@example.org',
      subject: 'Booking Confirmed! Sunday, 22 November 2026, 09:30 AM - 10:00 AM',
      text_body: 'Sairam,\n\nBooking Confirmed!',
      html_body: '<p>Booking Confirmed!</p>',
      attachments: '[{"filename":"visit.ics","contentType":"text/calendar","content":"BEGIN:VCALENDAR"}]',
      status: 'pending',
      created_at: '2026-11-20T00:00:00.000Z',
      next_attempt_at: '2026-11-20T00:00:00.000Z',
    };
    await database.db.insertInto('mail_outbox').values(rendered).execute();

    await migrateToLatest(database.db, prefix);

    expect(await database.db.selectFrom('mail_outbox').selectAll().where('id', '=', 'm1').execute()).toEqual([
      {
        ...rendered,
        attempts: 0,
        last_error: null,
        sent_at: null,
        template: null,
        template_data: null,
        booking_id: null,
      },
    ]);
    await database.db
      .insertInto('mail_outbox')
      .values({
        id: 'm2',
        to_address: 'ravi@example.org',
        subject: 'How was your visit?',
        text_body: null,
        html_body: null,
        attachments: null,
        template: 'feedback-invitation',
        template_data: '{"bookingId":"b1"}',
        created_at: '2026-11-21T00:00:00.000Z',
        next_attempt_at: null,
      })
      .execute();
    const kept = await database.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'template', 'template_data'])
      .where('id', '=', 'm2')
      .executeTakeFirst();
    expect(kept).toEqual({
      text_body: null,
      template: 'feedback-invitation',
      template_data: '{"bookingId":"b1"}',
    });
  });
});
