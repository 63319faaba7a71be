import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { indiaDateOf } from '../../../src/shared/rules/india-clock';
import type { E2eSession } from '../support/browser';
import { readSql, runSql } from '../support/db';
import { signInThroughApi } from '../support/sign-in';
import { futureDates, slotsOn } from '../support/slots';

// Bookings for the door: made through the visitor API, then moved in time in the database so
// that the real clock of the test finds them in, before or outside their entry window.

export interface Visitor {
  name: string;
  documentNumber: string;
}

/** An offered slot without any booking (refused ones included), so that moving it moves one. */
async function emptySlot(session: E2eSession): Promise<string> {
  for (const date of await futureDates(session.server, 1)) {
    for (const slot of await slotsOn(session.server, date)) {
      const [{ bookings }] = readSql<{ bookings: number }>(
        session.server,
        'SELECT COUNT(*) AS bookings FROM brindavan_bookings WHERE slot_id = ?',
        slot.id,
      );
      if (bookings === 0) return slot.id;
    }
  }
  throw new Error('no slot without bookings left');
}

/** A visitor books an empty future slot (or the slot given) through the API; answers the booking id. */
export async function bookAsVisitor(
  session: E2eSession,
  context: BrowserContext,
  email: string,
  visitors: Visitor[],
  slot?: string,
): Promise<string> {
  await signInThroughApi(session, context.request, email);
  const api = (route: string) => session.url(`/api/${route}`);
  const slotId = slot ?? (await emptySlot(session));
  const verification = (await (
    await context.request.post(api('verifications'), { data: { countryCode: '91', mobile: '9123456780' } })
  ).json()) as { id: string; keyword: string };
  await context.request.post(api('dev/sms'), { data: { from: '+919123456780', text: verification.keyword } });
  await context.request.post(api(`verifications/${verification.id}/check`));
  const people = visitors.map((visitor) => ({
    name: visitor.name,
    gender: 'F',
    dob: '1980-01-01',
    nationality: 'IN',
    documentNumber: visitor.documentNumber,
  }));
  const booked = await context.request.post(api('bookings'), {
    data: { slotId, people, verificationId: verification.id },
  });
  expect(booked.status()).toBe(201);
  return ((await booked.json()) as { id: string }).id;
}

/**
 * Moves the booking's slot to today, starting `startsInMinutes` from now (negative: already
 * started) and lasting 30 minutes. The slot holds this booking only (see emptySlot).
 */
export function moveSlotToToday(session: E2eSession, bookingId: string, startsInMinutes: number): void {
  const [{ slot_id }] = readSql<{ slot_id: string }>(
    session.server,
    'SELECT slot_id FROM brindavan_bookings WHERE id = ?',
    bookingId,
  );
  const start = Date.now() + startsInMinutes * 60_000;
  const today = indiaDateOf(new Date());
  runSql(
    session.server,
    'UPDATE brindavan_slots SET date = ?, starts_at = ?, ends_at = ? WHERE id = ?',
    today,
    new Date(start).toISOString(),
    new Date(start + 30 * 60_000).toISOString(),
    slot_id,
  );
  expect(
    runSql(session.server, 'UPDATE brindavan_bookings SET date = ? WHERE slot_id = ?', today, slot_id),
  ).toBe(1);
  // Today's seeded slots would compete for "the slot under way"; the test's own stay.
  runSql(session.server, 'DELETE FROM brindavan_slots WHERE date = ? AND booked = 0', today);
}

/** The booking's slot start, as the door shows it ('09:05 AM'). */
export function slotStartOf(session: E2eSession, bookingId: string): string {
  const [{ starts_at }] = readSql<{ starts_at: string }>(
    session.server,
    'SELECT starts_at FROM brindavan_slots WHERE id = (SELECT slot_id FROM brindavan_bookings WHERE id = ?)',
    bookingId,
  );
  return starts_at;
}
