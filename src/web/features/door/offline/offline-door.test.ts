import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '../../../../shared/rules/booking-status';
import { loadStaffTexts } from '../../../lib/staff-texts';
import { doorChoices } from '../door-steps';
import { offlineDoorBooking, offlineStep, refusedUpload, settleUpload } from './offline-door';
import { offlineBannerText, offlineVerdictText } from './offline-texts';
import { kept, rosterBooking } from './roster.test-helpers';

beforeAll(() => loadStaffTexts('en'));

const at = (iso: string) => new Date(iso);
const { booked, validated, checkedIn, cancelled } = BOOKING_STATUS;

describe('the offline door', () => {
  const day = kept([
    rosterBooking('ok'),
    rosterBooking('in', { status: checkedIn, statusChangedAt: '2026-11-22T04:35:00.000Z' }),
    rosterBooking('gone', { status: cancelled }),
  ]);

  it('gives the verdicts of the shared rules, with the entry window the server uses', () => {
    const verdict = (id: string, now: string) => offlineDoorBooking(day, id, [], at(now), 30)?.verdict;
    expect(verdict('ok', '2026-11-22T03:59:00.000Z')).toBe('too_early');
    expect(verdict('ok', '2026-11-22T04:00:00.000Z')).toBe('valid');
    expect(verdict('ok', '2026-11-22T05:00:00.000Z')).toBe('too_late');
    expect(verdict('in', '2026-11-22T04:40:00.000Z')).toBe('already_inside');
    expect(verdict('gone', '2026-11-22T04:40:00.000Z')).toBe('cancelled');
    expect(offlineDoorBooking(day, 'nobody', [], at('2026-11-22T04:40:00.000Z'), 30)).toBeNull();
    expect(offlineDoorBooking(day, 'ok', [], at('2026-11-22T03:50:00.000Z'), 10)?.entryOpensAt).toBe(
      '2026-11-22T04:20:00.000Z',
    );
  });

  it('says the verdict in the words of the online door, with India times', () => {
    const view = (id: string) => offlineDoorBooking(day, id, [], at('2026-11-22T04:40:00.000Z'), 30);
    expect(offlineVerdictText(view('ok'))).toBe('Valid — 10:00 AM slot');
    expect(offlineVerdictText(view('in'))).toBe('Already inside since 10:05 AM');
    expect(offlineVerdictText(view('nobody'))).toBe('Unknown ticket — not on today’s list');
  });

  it('queues a step with a nonce and its time, and offers to undo it within ten minutes', () => {
    const booking = rosterBooking('ok', { status: validated });
    const step = offlineStep(booking, { to: checkedIn }, 'u1', at('2026-11-22T04:31:00.000Z'));
    expect(step).toMatchObject({
      bookingId: 'ok',
      from: validated,
      to: checkedIn,
      at: '2026-11-22T04:31:00.000Z',
    });
    expect(step.nonce.length).toBeGreaterThanOrEqual(8);
    expect(() => offlineStep(booking, { to: booked - 5 }, 'u1', new Date())).toThrow();

    const view = offlineDoorBooking(
      day,
      'ok',
      [{ ...step, from: booked }],
      at('2026-11-22T04:35:00.000Z'),
      30,
    );
    expect(view?.booking.status).toBe(checkedIn);
    const choices = doorChoices(
      { ...(view?.booking ?? booking), verdict: 'already_inside', events: view?.events ?? [] },
      at('2026-11-22T04:35:00.000Z'),
    );
    expect(choices.undo?.to).toBe(validated);
  });

  it('takes applied and duplicate steps off the queue, and keeps conflicts in the server’s words', () => {
    const steps = ['ok', 'in', 'gone'].map((id) => ({
      ...offlineStep(rosterBooking(id), { to: validated }, 'u1', at('2026-11-22T04:31:00.000Z')),
    }));
    const { done, conflicts } = settleUpload(
      steps,
      [
        { nonce: steps[0].nonce, result: 'applied', forced: false, status: validated },
        { nonce: steps[1].nonce, result: 'duplicate', status: validated },
      ],
      day,
    );
    expect(done.map((step) => step.bookingId)).toEqual(['ok', 'in']);
    expect(conflicts).toEqual([]);

    const conflicted = settleUpload(
      steps.slice(2),
      [
        {
          nonce: steps[2].nonce,
          result: 'conflict',
          status: checkedIn,
          by: 'gate@example.org',
          at: null,
          message: 'gate@example.org already marked this booking checked in at 10:04 AM',
        },
      ],
      day,
    );
    expect(conflicted.conflicts).toEqual([
      expect.objectContaining({
        bookingId: 'gone',
        names: 'Asha Nair',
        step: 'validate',
        message: 'gate@example.org already marked this booking checked in at 10:04 AM',
      }),
    ]);
    expect(refusedUpload(steps.slice(0, 1), 'steps.0.at: too old', day)[0].message).toBe(
      'The server did not take it: steps.0.at: too old',
    );
  });

  it('says on the banner how many steps wait and when the list was last synced', () => {
    const device = { userId: 'u1', online: false, roster: day, queue: [], conflicts: [], accessLost: false };
    const one = offlineStep(rosterBooking('ok'), { to: validated }, 'u1', new Date());
    expect(offlineBannerText(device)).toBe('Offline — 0 steps waiting, last synced 09:29 AM');
    expect(offlineBannerText({ ...device, queue: [one] })).toBe(
      'Offline — 1 step waiting, last synced 09:29 AM',
    );
    expect(offlineBannerText({ ...device, online: true, queue: [one, one] })).toBe(
      'Back online — 2 steps uploading, last synced 09:29 AM',
    );
    expect(offlineBannerText({ ...device, online: true })).toBeNull();
  });
});
