import type { DoorBookingSummary } from '../../../shared/schemas/door';

/**
 * Whether a booking answers a search on the day sheet: part of its id, at least three of its
 * mobile's digits in a row, or part of a visitor's name (a walk-in's given names too, and
 * "walk-in" finds walk-ins), whatever the case.
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
  const names = [...booking.people.map((person) => person.name), ...booking.walkInNames];
  return (
    names.some((name) => name.toLowerCase().includes(wanted)) || (booking.walkIn && /^walk.?in$/.test(wanted))
  );
}
