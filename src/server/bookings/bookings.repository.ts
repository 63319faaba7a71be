import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Insertable, Kysely, Transaction } from 'kysely';
import { ageOnDate } from '../../shared/rules/person';
import type { Person } from '../../shared/schemas/people';
import { laterThen } from '../db/later-answer';
import { laterQuery, preparedQuery } from '../db/prepared-query';
import type { BookingEventsTable, BookingsTable, Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const slotById = laterQuery<{ slotId: string }>()((db, value) =>
  db
    .selectFrom('slots')
    .select(['id', 'date', 'label', 'starts_at', 'capacity', 'booked', 'closed'])
    .where('id', '=', value('slotId')),
);

export async function findSlot(db: Db, slotId: string) {
  return (await findSlotLater(db, slotId)).answer();
}

/** The same, its answer read later: in a booking it travels with the seats (decision 0061). */
export async function findSlotLater(db: Db, slotId: string) {
  return laterThen(await slotById(db, { slotId }), ({ rows }) => rows[0]);
}
export type SlotRow = NonNullable<Awaited<ReturnType<typeof findSlot>>>;

/** The columns a booked party leaves at their defaults (the door's, see migration 0010). */
type DoorColumns =
  | 'walk_in'
  | 'admitted'
  | 'walk_in_names'
  | 'nationality_in'
  | 'nationality_other'
  | 'walk_in_ages';

/** A booking's row as it is first written: every column but the feedback invitation's and the door's. */
export type NewBookingRow = Required<Omit<Insertable<BookingsTable>, 'feedback_invited_at' | DoorColumns>>;

const bookingInsert = preparedQuery<NewBookingRow>({ deferred: true })((db, value) =>
  db.insertInto('bookings').values({
    id: value('id'),
    user_id: value('user_id'),
    slot_id: value('slot_id'),
    date: value('date'),
    slot_label: value('slot_label'),
    people: value('people'),
    mobile: value('mobile'),
    status: value('status'),
    created_at: value('created_at'),
    updated_at: value('updated_at'),
    language: value('language'),
  }),
);

const PERSON_COLUMNS = ['name', 'gender', 'dob', 'nationality', 'document_number', 'age_at_visit'] as const;

/** One insert of a party's people per party size (the statement's shape depends on it). */
const peopleInserts = new Map<number, ReturnType<typeof preparedPeopleInsert>>();

function preparedPeopleInsert(size: number) {
  return preparedQuery<Record<string, string | number>>({ deferred: true })((db, value) =>
    db.insertInto('booking_people').values(
      Array.from({ length: size }, (_, position) => ({
        booking_id: value('booking_id') as string,
        position,
        ...(Object.fromEntries(PERSON_COLUMNS.map((column) => [column, value(`${column}${position}`)])) as {
          [column in (typeof PERSON_COLUMNS)[number]]: never;
        }),
      })),
    ),
  );
}

export async function insertBooking(db: Db, booking: NewBookingRow, people: Person[]): Promise<void> {
  await bookingInsert(db, booking);
  let insertPeople = peopleInserts.get(people.length);
  if (!insertPeople) {
    insertPeople = preparedPeopleInsert(people.length);
    peopleInserts.set(people.length, insertPeople);
  }
  const values: Record<string, string | number> = { booking_id: booking.id };
  people.forEach((person, position) => {
    values[`name${position}`] = person.name;
    values[`gender${position}`] = person.gender;
    values[`dob${position}`] = person.dob;
    values[`nationality${position}`] = person.nationality;
    values[`document_number${position}`] = person.documentNumber;
    values[`age_at_visit${position}`] = ageOnDate(person.dob, booking.date);
  });
  await insertPeople(db, values);
}

export interface StatusEvent {
  bookingId: string;
  from: number | null;
  to: number;
  byUserId: string | null;
  at: string;
  reason?: string | null;
  /** Staff let the visitor in outside the entry window. */
  forced?: boolean;
  /** The door device's id for this step. */
  nonce?: string | null;
}

type EventRow = Required<Insertable<BookingEventsTable>>;

const eventInsert = preparedQuery<EventRow>({ deferred: true })((db, value) =>
  db.insertInto('booking_events').values({
    id: value('id'),
    booking_id: value('booking_id'),
    from_status: value('from_status'),
    to_status: value('to_status'),
    by_user_id: value('by_user_id'),
    at: value('at'),
    reason: value('reason'),
    forced: value('forced'),
    nonce: value('nonce'),
  }),
);

export async function insertStatusEvent(db: Db, event: StatusEvent): Promise<void> {
  await eventInsert(db, {
    id: randomUUID(),
    booking_id: event.bookingId,
    from_status: event.from,
    to_status: event.to,
    by_user_id: event.byUserId,
    at: event.at,
    reason: event.reason ?? null,
    forced: event.forced ? 1 : 0,
    nonce: event.nonce ?? null,
  });
}

/**
 * Moves a booking to `to` only if it is still in `from` and still in the slot read with it;
 * false when it was not. The slot matters since bookings can move (decision 0052): seats
 * given back on a status change go back to the slot read, so a move in between must make
 * the change lose instead.
 */
export async function changeStatus(
  db: Db,
  booking: { id: string; slot_id: string },
  from: number,
  to: number,
  at: string,
) {
  const result = await db
    .updateTable('bookings')
    .set({ status: to, updated_at: at })
    .where('id', '=', booking.id)
    .where('slot_id', '=', booking.slot_id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The reason of the booking's last move to cancelled (a closed day's; a visitor gives none). */
function cancelReason(eb: ExpressionBuilder<Database, 'bookings'>) {
  return eb
    .selectFrom('booking_events')
    .select('booking_events.reason')
    .whereRef('booking_events.booking_id', '=', 'bookings.id')
    .where('booking_events.to_status', '=', -1)
    .orderBy('booking_events.at', 'desc')
    .limit(1)
    .as('cancel_reason');
}

export function findBooking(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .selectAll('bookings')
    .select(['slots.starts_at', 'slots.ends_at'])
    .select(cancelReason)
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}
export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

export function findPeople(db: Db, bookingId: string) {
  return db
    .selectFrom('booking_people')
    .select(['name', 'gender', 'dob', 'nationality', 'document_number', 'age_at_visit'])
    .where('booking_id', '=', bookingId)
    .orderBy('position')
    .execute();
}
export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/** A user's bookings, newest first. */
export function listUserBookings(db: Db, userId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('slots', 'slots.id', 'bookings.slot_id')
    .select([
      'bookings.id',
      'bookings.slot_id',
      'bookings.date',
      'bookings.slot_label',
      'slots.starts_at',
      'bookings.created_at',
      'bookings.people',
      'bookings.status',
    ])
    .select(cancelReason)
    .where('bookings.user_id', '=', userId)
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id')
    .limit(500)
    .execute();
}
