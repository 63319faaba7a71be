import { documentLabel, isChildAge, maskDocumentNumber } from '../../shared/rules/person';
import type { BookingSummary, Ticket, TicketPerson } from '../../shared/schemas/bookings';
import type { GENDERS, NATIONALITIES } from '../../shared/schemas/people';
import { type CurrentUser, isStaff } from '../http/current-user';
import type { BookingRow, PersonRow } from './bookings.repository';

type Nationality = (typeof NATIONALITIES)[number];

/** The columns a ticket shows. */
export type TicketBooking = Pick<
  BookingRow,
  'id' | 'user_id' | 'slot_id' | 'date' | 'slot_label' | 'starts_at' | 'mobile' | 'status' | 'created_at'
> & { cancel_reason?: string | null };
type Gender = (typeof GENDERS)[number];

/**
 * The ticket as the viewer may see it. The id is a capability, so anyone holding it sees the
 * ticket; only the owner and staff see the mobile, the dates of birth and the full document
 * numbers. Whatever was erased (decision 0020) is null for everyone.
 */
export function toTicket(booking: TicketBooking, people: PersonRow[], viewer: CurrentUser | null): Ticket {
  const viewerIsOwner = viewer?.id === booking.user_id;
  const detailsVisible = viewerIsOwner || isStaff(viewer);
  return {
    id: booking.id,
    slotId: booking.slot_id,
    date: booking.date,
    slotLabel: booking.slot_label,
    startsAt: booking.starts_at,
    mobile: detailsVisible ? booking.mobile : null,
    status: booking.status,
    bookedAt: booking.created_at,
    viewerIsOwner,
    detailsVisible,
    people: people.map((person) => toTicketPerson(person, detailsVisible)),
    cancelReason: booking.cancel_reason ?? null,
  };
}

/**
 * One person as a ticket shows them: the age on the visit's date for everyone; the date of
 * birth and the whole document number only when `detailsVisible`, else the number masked.
 */
export function toTicketPerson(person: PersonRow, detailsVisible: boolean): TicketPerson {
  const nationality = person.nationality as Nationality;
  const document = person.document_number;
  return {
    name: person.name,
    gender: person.gender as Gender,
    dob: detailsVisible ? person.dob : null,
    age: person.age_at_visit,
    child: isChildAge(person.age_at_visit),
    nationality,
    documentNumber: document === null || detailsVisible ? document : maskDocumentNumber(document),
    documentLabel: documentLabel(nationality),
  };
}

export function toSummary(row: {
  id: string;
  slot_id: string;
  date: string;
  slot_label: string;
  starts_at: string;
  created_at: string;
  people: number;
  status: number;
  cancel_reason?: string | null;
}): BookingSummary {
  return {
    id: row.id,
    slotId: row.slot_id,
    date: row.date,
    slotLabel: row.slot_label,
    startsAt: row.starts_at,
    bookedAt: row.created_at,
    people: row.people,
    status: row.status,
    cancelReason: row.cancel_reason ?? null,
  };
}
