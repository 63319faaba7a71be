import { randomUUID } from 'node:crypto';
import { isClosedDay } from '../../src/shared/rules/closed-days';
import { addDays, indiaDateOf } from '../../src/shared/rules/india-clock';
import { ageOnDate } from '../../src/shared/rules/person';
import { insertSlot, somePeople } from '../../src/test/factories';
import { signIn } from '../../src/test/sign-in';
import type { TestApp } from '../../src/test/test-app';
import type { TimedScenario } from '../scenario';

const BOOKINGS = 500;
const VISITORS = 100;
const TIMES = ['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00'];

/**
 * An admin closes a day that holds 500 bookings (2 people each, 100 visitors, 10 slots):
 * one POST /api/admin/closures cancels them all, writes their events, returns the seats and
 * queues 500 mails, in one transaction. Timed once, not loaded.
 */
export const scenario: TimedScenario = {
  name: 'POST /api/admin/closures (500 bookings)',
  kind: 'timed',
  async run({ app, database, services }) {
    const db = database.db;
    const harness = { app, database, services } as TestApp;
    const admin = await signIn(harness, 'bench-admin@example.org', { role: 'admin' });

    let date = addDays(indiaDateOf(new Date()), 40);
    while (isClosedDay(date)) date = addDays(date, 1);
    // Slots of their own on that day; the horizon's slots of the day stay as they are.
    await db.deleteFrom('slots').where('date', '=', date).execute();
    const perSlot = BOOKINGS / TIMES.length;
    const slots: Awaited<ReturnType<typeof insertSlot>>[] = [];
    for (const time of TIMES)
      slots.push(await insertSlot(db, { date, time, capacity: 200, booked: perSlot * 2 }));

    const now = new Date().toISOString();
    const users = Array.from({ length: VISITORS }, (_, n) => ({
      id: `bench-closure-user-${n}`,
      email: `bench-closure-${n}@example.org`,
      display_name: '',
      image: null,
      role: 'visitor',
      created_at: now,
      updated_at: now,
    }));
    const bookings = Array.from({ length: BOOKINGS }, (_, n) => {
      const slot = slots[n % slots.length] as (typeof slots)[number];
      return {
        id: randomUUID().replaceAll('-', ''),
        user_id: (users[n % VISITORS] as (typeof users)[number]).id,
        slot_id: slot.id,
        date,
        slot_label: slot.label,
        people: 2,
        mobile: '+919876543210',
        status: 0,
        created_at: now,
        updated_at: now,
        feedback_invited_at: null,
      };
    });
    const people = somePeople(2);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(users).execute();
      for (let index = 0; index < bookings.length; index += 100) {
        const chunk = bookings.slice(index, index + 100);
        await trx.insertInto('bookings').values(chunk).execute();
        await trx
          .insertInto('booking_people')
          .values(
            chunk.flatMap((booking) =>
              people.map((person, position) => ({
                booking_id: booking.id,
                position,
                name: person.name,
                gender: person.gender,
                dob: person.dob,
                age_at_visit: ageOnDate(person.dob, booking.date),
                nationality: person.nationality,
                document_number: `${person.documentNumber}${position}`,
              })),
            ),
          )
          .execute();
      }
    });

    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/closures',
      headers: { cookie: admin.cookie },
      payload: { date, reason: 'Benchmark: the galleries are being repaired' },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`the closure failed: ${response.body}`);
    const { cancelled } = response.json() as { cancelled: number };
    const mails = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject', 'like', '%is cancelled')
      .executeTakeFirstOrThrow();
    return { ms, note: `${cancelled} bookings cancelled, ${Number(mails.n)} mails queued` };
  },
};
