import { doorVerdict, entryWindow } from '../../shared/rules/door';
import type { BookingEvent, DoorBooking, DoorBookingSummary } from '../../shared/schemas/door';
import type { BookingsTable } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import type { BookingRow, PersonRow } from './bookings.repository';
import type { EventRow, SummaryRow } from './door.repository';
import { toTicket, toTicketPerson } from './ticket';

// Rows → what the door API answers. Staff see documents and mobile in full.

type PartyColumns = Pick<BookingsTable, 'people'> & {
  walk_in: number;
  admitted: number | null;
  walk_in_names: string | null;
};

/** What the door recorded of the party: walk-in or not, its size, how many came in. */
export function toParty(row: PartyColumns) {
  return {
    walkIn: row.walk_in === 1,
    partySize: row.people,
    admitted: row.admitted,
    walkInNames: row.walk_in_names ? (JSON.parse(row.walk_in_names) as string[]) : [],
  };
}

export function toEvent(row: EventRow): BookingEvent {
  return {
    from: row.from_status,
    to: row.to_status,
    at: row.at,
    by: row.by_user_id
      ? { id: row.by_user_id, email: row.email ?? '', displayName: row.display_name || null }
      : null,
    reason: row.reason,
    forced: Boolean(row.forced),
  };
}

export function toDoorBooking(
  booking: BookingRow,
  people: PersonRow[],
  events: EventRow[],
  viewer: CurrentUser,
  now: Date,
  earlyMinutes: number,
): DoorBooking {
  const door = {
    status: booking.status,
    date: booking.date,
    startsAt: booking.starts_at,
    endsAt: booking.ends_at,
  };
  return {
    ...toTicket(booking, people, viewer),
    ...toParty(booking),
    endsAt: booking.ends_at,
    entryOpensAt: entryWindow(door, earlyMinutes).opens.toISOString(),
    verdict: doorVerdict(door, now, earlyMinutes),
    events: events.map(toEvent),
  };
}

/** Summaries with their people, in the order of `rows`. */
export function toSummaries(
  rows: SummaryRow[],
  people: (PersonRow & { booking_id: string })[],
): DoorBookingSummary[] {
  const byBooking = new Map<string, PersonRow[]>();
  for (const person of people) {
    const list = byBooking.get(person.booking_id) ?? [];
    list.push(person);
    byBooking.set(person.booking_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    slotId: row.slot_id,
    slotLabel: row.slot_label,
    date: row.date,
    status: row.status,
    mobile: row.mobile,
    people: (byBooking.get(row.id) ?? []).map((person) => toTicketPerson(person, true)),
    ...toParty(row),
  }));
}
