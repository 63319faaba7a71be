import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { indiaInstant } from '../shared/rules/india-clock';
import { ageOnDate, randomPersonId } from '../shared/rules/person';
import type { Person } from '../shared/schemas/people';

// Test data written straight to the database. Free of test-runner imports, so the seed and
// the benchmarks can use them too.

export interface SlotSpec {
  date: string;
  /** India wall-clock start, `HH:MM`. */
  time?: string;
  capacity?: number;
  booked?: number;
  minutes?: number;
  closed?: boolean;
}

function twelveHour(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const shown = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(shown).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** Inserts one slot and returns its id (`YYYY-MM-DDTHH:MM`) and label. */
export async function insertSlot(db: Kysely<Database>, spec: SlotSpec) {
  const time = spec.time ?? '09:30';
  const [hours, minutes] = time.split(':').map(Number);
  const start = (hours as number) * 60 + (minutes as number);
  const startsAt = indiaInstant(spec.date, time);
  const slot = {
    id: `${spec.date}T${time}`,
    date: spec.date,
    label: `${twelveHour(start)} - ${twelveHour(start + (spec.minutes ?? 30))}`,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + (spec.minutes ?? 30) * 60_000).toISOString(),
    capacity: spec.capacity ?? 50,
    booked: spec.booked ?? 0,
    closed: spec.closed ? 1 : 0,
  };
  await db.insertInto('slots').values(slot).execute();
  return slot;
}

export interface ChallengeSpec {
  userId: string;
  /** The instant the challenge is made; it expires 10 minutes later unless told otherwise. */
  now: Date;
  countryCode?: string;
  mobile?: string;
  verified?: boolean;
  expiresInMinutes?: number;
}

/** A mobile verification challenge, verified unless told otherwise; returns its id. */
export async function insertChallenge(db: Kysely<Database>, spec: ChallengeSpec): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('verifications')
    .values({
      id,
      user_id: spec.userId,
      country_code: spec.countryCode ?? '91',
      mobile: spec.mobile ?? '9876543210',
      keyword: 'SAIRAM 1234',
      send_to: '+919000000001',
      created_at: spec.now.toISOString(),
      expires_at: new Date(spec.now.getTime() + (spec.expiresInMinutes ?? 10) * 60_000).toISOString(),
      verified_at: spec.verified === false ? null : spec.now.toISOString(),
      used_by_booking_id: null,
    })
    .execute();
  return id;
}

/**
 * Many verified challenges at once (benchmarks need one per request): chunked multi-row
 * inserts in one transaction. Each row is `{id, userId}`; all expire `minutes` after `now`.
 */
export async function insertVerifiedChallenges(
  db: Kysely<Database>,
  rows: { id: string; userId: string }[],
  now: Date,
  minutes = 60,
): Promise<void> {
  const created = now.toISOString();
  const expires = new Date(now.getTime() + minutes * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    // 10 columns a row: 500 rows stay well under SQLite's 32766 bound parameters a statement.
    for (let index = 0; index < rows.length; index += 500) {
      await trx
        .insertInto('verifications')
        .values(
          rows.slice(index, index + 500).map((row) => ({
            id: row.id,
            user_id: row.userId,
            country_code: '91',
            mobile: '9876543210',
            keyword: 'SAIRAM 1234',
            send_to: '+919000000001',
            created_at: created,
            expires_at: expires,
            verified_at: created,
            used_by_booking_id: null,
          })),
        )
        .execute();
    }
  });
}

/** `count` valid people: the first with an Aadhaar-like number, the others with random ids. */
export function somePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Visitor ${index + 1}`,
    gender: (['F', 'M', 'O'] as const)[index % 3],
    dob: index === 0 ? '1980-05-17' : '2010-01-02',
    nationality: index % 2 === 0 ? 'IN' : 'OTHER',
    documentNumber: index === 0 ? `${100000000000 + Math.floor(Math.random() * 1e11)}` : randomPersonId(),
  }));
}

export interface BookingSpec {
  slot: { id: string; date: string; label: string };
  userId: string;
  people: Person[];
  status?: number;
  mobile?: string;
  /** When it was booked; the slot's day at 00:00 UTC unless told. */
  createdAt?: string;
}

/**
 * A booking with its people, straight into the database, in any status. Seats are added to
 * the slot's `booked` when the status holds seats (not cancelled, not refused), as a booking
 * through the API would leave them.
 */
export async function insertBooking(db: Kysely<Database>, spec: BookingSpec): Promise<string> {
  const id = randomUUID().replace(/-/g, '');
  const status = spec.status ?? 0;
  const at = spec.createdAt ?? `${spec.slot.date}T00:00:00.000Z`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('bookings')
      .values({
        id,
        user_id: spec.userId,
        slot_id: spec.slot.id,
        date: spec.slot.date,
        slot_label: spec.slot.label,
        people: spec.people.length,
        mobile: spec.mobile ?? '+919876543210',
        status,
        created_at: at,
        updated_at: at,
        feedback_invited_at: null,
      })
      .execute();
    await trx
      .insertInto('booking_people')
      .values(
        spec.people.map((person, position) => ({
          booking_id: id,
          position,
          name: person.name,
          gender: person.gender,
          dob: person.dob,
          age_at_visit: ageOnDate(person.dob, spec.slot.date),
          nationality: person.nationality,
          document_number: person.documentNumber,
        })),
      )
      .execute();
    if (status !== -1 && status !== 2) {
      await trx
        .updateTable('slots')
        .set((eb) => ({ booked: eb('booked', '+', spec.people.length) }))
        .where('id', '=', spec.slot.id)
        .execute();
    }
  });
  return id;
}
