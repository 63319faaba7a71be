import type { DoorBookingSummary } from '../../../shared/schemas/door';

/**
 * Whether a booking answers a search on the day sheet: part of its id, at least three of its
 * mobile's digits in a row, or part of a visitor's name, whatever the case.
 */
export function matchesSearch(booking: DoorBookingSummary, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  if (booking.id.toLowerCase().includes(wanted)) return true;
  const digits = wanted.replace(/\D/g, '');
  if (
    digits.length >= 3 &&
    /^[\d\s()+-]+$/.test(wanted) &&
    (booking.mobile ?? '').replace(/\D/g, '').includes(digits)
  )
    return true;
  return booking.people.some((person) => person.name.toLowerCase().includes(wanted));
}
