import { afterEach, beforeEach, expect, it } from 'vitest';
import { type SignedInUser, signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { type AuditRecord, recordAudit } from './audit.repository';

// The audit as admins read it: people named by e-mail, and an action filter that takes words.

describeEachDatabase('the audit', (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let ravi: SignedInUser;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: '2026-11-20T06:00:00.000Z' });
    admin = await signIn(t, 'head@example.org', { role: 'admin' });
    ravi = await signIn(t, 'ravi@example.org', { role: 'staff' });
    const record = (minute: number, entry: Omit<AuditRecord, 'at' | 'actorUserId'>) =>
      t.database.writeTransaction((trx) =>
        recordAudit(trx, {
          at: `2026-11-20T05:${String(minute).padStart(2, '0')}:00.000Z`,
          actorUserId: admin.user.id,
          ...entry,
        }),
      );
    const door = (step: string) => ({ status: 2, step, reason: null, forced: false });
    await record(1, {
      action: 'schedule.update',
      subject: 'weekly',
      before: { days: [] },
      after: { days: [] },
    });
    await record(2, {
      action: 'closure.add',
      subject: '2026-12-01',
      before: null,
      after: { reason: 'Rain' },
    });
    await record(3, {
      action: 'closure.remove',
      subject: '2026-12-01',
      before: { reason: 'Rain' },
      after: null,
    });
    await record(4, {
      action: 'booking.status',
      subject: 'B1',
      before: { status: 0 },
      after: door('refuse'),
    });
    await record(5, {
      action: 'booking.status',
      subject: 'B2',
      before: { status: 0 },
      after: door('validate'),
    });
    await record(6, {
      action: 'staff.add',
      subject: ravi.user.id,
      before: null,
      after: { email: 'ravi@example.org', role: 'staff' },
    });
  });
  afterEach(() => t.close());

  const audit = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: { cookie: admin.cookie } });
  const subjects = async (action: string) =>
    (await audit(`action=${encodeURIComponent(action)}`))
      .json()
      .entries.map((entry: { subject: string }) => entry.subject);

  it('names the account an entry is about by its e-mail, beside the id the contract gives', async () => {
    const entries = (await audit()).json().entries;
    expect(entries[0]).toMatchObject({
      action: 'staff.add',
      subject: ravi.user.id,
      subjectEmail: 'ravi@example.org',
      actor: { id: admin.user.id, email: 'head@example.org' },
    });
    // Entries about something other than an account have no e-mail to show.
    expect(
      entries.find((entry: { action: string }) => entry.action === 'closure.add').subjectEmail,
    ).toBeNull();
  });

  it('finds actions by a word of their name or what the page calls them, in any case', async () => {
    expect(await subjects('schedule')).toEqual(['weekly']);
    expect(await subjects('Closure')).toEqual(['2026-12-01', '2026-12-01']);
    // What the page calls closure.add.
    expect(await subjects('day closed')).toEqual(['2026-12-01']);
    // A door step by its step: only the refusal.
    expect(await subjects('refuse')).toEqual(['B1']);
    expect(await subjects('door')).toEqual(['B2', 'B1']);
    expect(await subjects('staff')).toEqual([ravi.user.id]);
    // An exact action name still works, and a word that names nothing finds nothing.
    expect(await subjects('booking.status')).toEqual(['B2', 'B1']);
    expect(await subjects('no such thing')).toEqual([]);
    expect(await subjects('50%')).toEqual([]);
  });
});
