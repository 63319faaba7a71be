import type { Person } from '../../shared/schemas/people';
import type { PersonRow } from './bookings.repository';

/**
 * Whether a booking request repeats, exactly, the booking already made with its verification:
 * the same slot and the same people in the same order (decision 0019). A retry sends the very
 * body the lost request sent, so anything else is a new request and stays refused.
 */
export function repeatsBooking(
  request: { slotId: string; people: Person[] },
  made: { slot_id: string },
  madePeople: PersonRow[],
): boolean {
  if (request.slotId !== made.slot_id || request.people.length !== madePeople.length) return false;
  return request.people.every((person, position) => {
    const stored = madePeople[position];
    return (
      person.name === stored.name &&
      person.gender === stored.gender &&
      person.dob === stored.dob &&
      person.nationality === stored.nationality &&
      person.documentNumber === stored.document_number
    );
  });
}
