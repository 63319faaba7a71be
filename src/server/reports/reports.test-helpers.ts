import type { FeedbackAnswers } from '../../shared/schemas/feedback';
import type { Person } from '../../shared/schemas/people';
import { insertBooking, insertSlot } from '../../test/factories';
import { type SignedInUser, signIn } from '../../test/sign-in';
import type { TestApp } from '../../test/test-app';

// A small museum week with known figures, for the reports and exports tests. The range is
// 10–12 November 2026; the clock stands on the 12th (India), so the 10th and 11th are over.

export const NOW = '2026-11-12T06:00:00.000Z';
export const RANGE = { from: '2026-11-10', to: '2026-11-12' };

let documentCounter = 0;
function person(name: string, dob: string, nationality: 'IN' | 'OTHER'): Person {
  documentCounter += 1;
  return {
    name,
    gender: 'F',
    dob,
    nationality,
    documentNumber: `DOC${String(documentCounter).padStart(7, '0')}`,
  };
}

function answers(overrides: Partial<FeedbackAnswers>): FeedbackAnswers {
  return {
    knowsSriSathyaSai: true,
    visitedAshramBefore: false,
    connectedWithOrganisations: false,
    country: 'IN',
    state: 'KA',
    usesCompanionApp: false,
    experience: '',
    ...overrides,
  };
}

export interface Museum {
  admin: SignedInUser;
  staff: SignedInUser;
  visitor: SignedInUser;
  /** Booking ids by letter: A–G in the range, H the day before it, I the day after. */
  bookings: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I', string>;
}

export async function seedMuseum(t: TestApp): Promise<Museum> {
  t.clock.set(NOW);
  const { db } = t.database;
  const admin = await signIn(t, 'head@example.org', { role: 'admin' });
  const staff = await signIn(t, 'door@example.org', { role: 'staff' });
  const visitor = await signIn(t, 'visitor@example.org');

  const before = await insertSlot(db, { date: '2026-11-09', time: '09:30', capacity: 10 });
  const tenEarly = await insertSlot(db, { date: '2026-11-10', time: '09:30', capacity: 10 });
  const tenLate = await insertSlot(db, { date: '2026-11-10', time: '10:00', capacity: 10 });
  const eleven = await insertSlot(db, { date: '2026-11-11', time: '09:30', capacity: 20 });
  await insertSlot(db, { date: '2026-11-11', time: '10:00', capacity: 5, closed: true });
  const twelve = await insertSlot(db, { date: '2026-11-12', time: '09:30', capacity: 10 });
  const after = await insertSlot(db, { date: '2026-11-13', time: '09:30', capacity: 10 });

  const book = (slot: typeof before, status: number, people: Person[], mobile?: string) =>
    insertBooking(db, { slot, userId: visitor.user.id, status, people, mobile });

  const bookings = {
    // Ages on the 10th: 46 and 9.
    A: await book(tenEarly, 4, [person('Asha', '1980-05-17', 'IN'), person('Ravi', '2016-11-11', 'IN')]),
    // 18 on the very day by the calendar, 17 by 365.25-day years.
    B: await book(tenEarly, 3, [person('Meena', '2008-11-10', 'IN')]),
    // 66, 15 (16 the next day), 36; a name typed as a formula.
    C: await book(tenLate, 0, [
      person('John', '1960-01-01', 'OTHER'),
      person('Anna', '2010-11-11', 'OTHER'),
      person('=HYPERLINK("http://x.example")', '1990-06-15', 'OTHER'),
    ]),
    D: await book(tenLate, -1, [person('Gone', '1990-01-01', 'IN'), person('Gone too', '1990-01-01', 'IN')]),
    // On the 11th: 30 by the calendar on the day (29 by 365.25-day years), 29, 12, 60.
    E: await book(eleven, 1, [
      person('राधा कृष्ण', '1996-11-11', 'IN'),
      person('@Gita', '1996-11-12', 'IN'),
      person('Sam', '2014-01-01', 'OTHER'),
      person('Old', '1966-11-11', 'IN'),
    ]),
    F: await book(eleven, 2, [person('Refused', '1990-01-01', 'IN')]),
    // Today: 55, and 41 whose date of birth is erased below (the age stays).
    G: await book(twelve, 0, [person('Kavi', '1970-12-31', 'IN'), person('Tara', '1985-03-03', 'IN')]),
    H: await book(before, 3, [person('Early', '1990-01-01', 'IN')]),
    I: await book(after, 0, [person('Late', '1990-01-01', 'IN')]),
  };
  // As the purge leaves a person: no date of birth, the age on the visit day kept.
  await db.updateTable('booking_people').set({ dob: null }).where('name', '=', 'Tara').execute();

  const feedback = (bookingId: string, given: Partial<FeedbackAnswers>) =>
    db
      .insertInto('feedback')
      .values({
        booking_id: bookingId,
        user_id: visitor.user.id,
        answers: JSON.stringify(answers(given)),
        created_at: NOW,
      })
      .execute();
  await feedback(bookings.A, {
    visitedAshramBefore: true,
    usesCompanionApp: true,
    experience: 'बहुत सुंदर अनुभव — =1+2 peaceful',
  });
  await feedback(bookings.B, { knowsSriSathyaSai: false, country: 'GB', state: null });
  await feedback(bookings.H, { experience: 'Outside the range' });

  return { admin, staff, visitor, bookings };
}
