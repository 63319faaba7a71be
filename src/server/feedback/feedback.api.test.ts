import { afterEach, beforeEach, expect, it } from 'vitest';
import { texts } from '../../shared/texts';
import { signIn } from '../../test/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { book, NOW, slotFor } from '../bookings/bookings.test-helpers';

const answers = {
  knowsSriSathyaSai: true,
  visitedAshramBefore: false,
  connectedWithOrganisations: true,
  country: 'IN',
  state: 'KA',
  usesCompanionApp: false,
  experience: 'Moving and peaceful.',
};

describeEachDatabase('feedback', (kind) => {
  let t: TestApp;
  let owner: { cookie: string; id: string };
  let bookingId: string;

  beforeEach(async () => {
    t = await createTestApp(kind, { now: NOW });
    const session = await signIn(t, 'owner@example.org');
    owner = { cookie: session.cookie, id: session.user.id };
    bookingId = (await book(t, owner, (await slotFor(t)).id, 1)).id;
  });
  afterEach(() => t.close());

  const setStatus = (status: number) =>
    t.database.db.updateTable('bookings').set({ status }).where('id', '=', bookingId).execute();
  const read = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/feedback`,
      headers: cookie ? { cookie } : {},
    });
  const submit = (cookie: string | undefined, payload: unknown = answers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/feedback`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('says a cancelled or refused booking had no visit, instead of asking for feedback later', async () => {
    for (const [status, code, message] of [
      [-1, 'booking_cancelled', texts.feedbackBookingCancelled],
      [2, 'booking_refused', texts.feedbackBookingRefused],
    ] as const) {
      await setStatus(status);
      for (const response of [await read(owner.cookie), await submit(owner.cookie)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toEqual({ code, message });
      }
    }
    expect(await t.database.db.selectFrom('feedback').selectAll().execute()).toEqual([]);
  });

  it('stays closed at status 0 and 1 with the spec text', async () => {
    for (const status of [0, 1]) {
      await setStatus(status);
      for (const response of [await read(owner.cookie), await submit(owner.cookie)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toEqual({
          code: 'feedback_not_open',
          message:
            'Please share your feedback after visiting Sri Sathya Sai Divyasmrti Digital Experience Centre',
        });
      }
    }
    expect(await t.database.db.selectFrom('feedback').selectAll().execute()).toEqual([]);
  });

  it('opens at status 3: empty at first, saved once, then shown', async () => {
    await setStatus(3);
    expect((await read(owner.cookie)).json()).toEqual({ bookingId, status: 3, feedback: null });

    const saved = await submit(owner.cookie);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ bookingId, status: 3, feedback: { answers, submittedAt: NOW } });

    const again = await submit(owner.cookie, { ...answers, experience: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('feedback_exists');
    await setStatus(4);
    expect((await read(owner.cookie)).json().feedback.answers.experience).toBe('Moving and peaceful.');
  });

  it('answers another user with a 404 and never shows or saves their answers', async () => {
    await setStatus(3);
    await submit(owner.cookie);
    const other = await signIn(t, 'other@example.org');
    for (const response of [await read(other.cookie), await submit(other.cookie)]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Moving');
    }
    expect((await read()).statusCode).toBe(401);
    expect((await submit(undefined)).statusCode).toBe(401);
  });

  it('checks the answers: yes/no questions, a real country and its state, bounded text', async () => {
    await setStatus(3);
    const refused = async (payload: unknown, message: string) => {
      const response = await submit(owner.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    };
    await refused({ ...answers, knowsSriSathyaSai: 'maybe' }, 'knowsSriSathyaSai: Please answer Yes or No');
    await refused({ ...answers, country: 'ZZ' }, 'country: Please select your country');
    await refused({ ...answers, state: 'XX' }, 'state: Please select your state');
    await refused({ ...answers, state: null }, 'state: Please select your state');
    await refused(
      { ...answers, experience: 'a'.repeat(2001) },
      'experience: Please keep your experience within 2000 characters',
    );
    const accepted = await submit(owner.cookie, { ...answers, experience: 'a'.repeat(2000) });
    expect(accepted.statusCode).toBe(201);
  });
});
