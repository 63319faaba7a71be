import type { z } from 'zod';
import type { DoorBookingSummary, doorSearchResponseSchema } from '../../../shared/schemas/door';
import { lookupFetch } from './door-fetch';

/** Today's bookings matching a booking id, mobile digits or part of a visitor's name. */
export async function searchBookings(q: string): Promise<DoorBookingSummary[]> {
  const { bookings } = await lookupFetch<z.infer<typeof doorSearchResponseSchema>>(
    `/api/admin/bookings?q=${encodeURIComponent(q)}`,
  );
  return bookings;
}
