import { afterEach, beforeEach, expect, it } from 'vitest';
import { outboxMail } from '../../test/outbox';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { AT_THE_DOOR, BOOKED_AT, bookVisit, doorSetup, step } from '../bookings/door.test-helpers';
import { closureMail } from '../closures/closure-mail';

// A second copy of the app run locally on another port: its mails must lead back to it.
describeEachDatabase('mailed links on PORT=3400', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { now: BOOKED_AT, env: { PORT: '3400' } });
  });
  afterEach(() => t.close());

  it('lead the feedback invitation to the feedback page on port 3400', async () => {
    const setup = await doorSetup(t);
    const id = await bookVisit(t, setup);
    t.clock.set(AT_THE_DOOR);
    await step(t, setup.staff.cookie, id, { from: 0, to: 3 });
    t.clock.advance(60);
    await step(t, setup.staff.cookie, id, { from: 3, to: 4 });

    const invitation = (await outboxMail(t)).find((mail) => mail.text.includes('/feedback/'));
    expect(invitation?.text).toContain(`http://localhost:3400/feedback/${id}`);
    expect(invitation?.text).not.toContain('localhost:3000');
  });

  it('lead the closure mail to the booking site on port 3400', () => {
    const mail = closureMail(t.config).body(
      { id: 'B1', date: '2026-11-22', slotLabel: '09:30 AM - 10:00 AM', reason: 'Repairs' },
      t.clock(),
    );
    expect(mail.text).toContain('Book another day:\nhttp://localhost:3400/');
    expect(mail.html).toContain('href="http://localhost:3400/"');
    expect(mail.text).not.toContain('localhost:3000');
  });
});
