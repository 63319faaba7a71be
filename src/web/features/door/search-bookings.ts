import type { z } from 'zod';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import type { DoorBookingSummary, doorSearchResponseSchema } from '../../../shared/schemas/door';
import { lookupFetch } from './door-fetch';

/** Today's bookings matching a booking id, mobile digits or part of a visitor's name. */
export async function searchBookings(q: string): Promise<DoorBookingSummary[]> {
  // The date names today: without one the search is of every date (the front desk's).
  const date = indiaDateOf(new Date());
  const { bookings } = await lookupFetch<z.infer<typeof doorSearchResponseSchema>>(
    `/api/admin/bookings?q=${encodeURIComponent(q)}&date=${date}`,
  );
  return bookings;
}
