import { indiaDateOf } from '../../../shared/rules/india-clock';
import type { BookingSummary } from '../../../shared/schemas/bookings';

/**
 * The list in two: visits from today on (India's date), soonest first, and earlier ones,
 * newest first. A visit today stays upcoming all day, as the visitor thinks of it.
 */
export function splitBookings(bookings: BookingSummary[], now: Date) {
  const today = indiaDateOf(now);
  const byStart = (a: BookingSummary, b: BookingSummary) => a.startsAt.localeCompare(b.startsAt);
  const upcoming = bookings.filter((booking) => booking.date >= today).sort(byStart);
  const past = bookings.filter((booking) => booking.date < today).sort((a, b) => byStart(b, a));
  return { upcoming, past };
}
