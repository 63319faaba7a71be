import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Ticket, ticketSchema } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';
import { BOOKINGS_KEY } from '../../lib/seat-queries';

/** The ticket as this viewer may see it (document numbers masked unless it is theirs). */
export function getTicket(bookingId: string): Promise<Ticket> {
  return apiFetch<z.infer<typeof ticketSchema>>(`/api/bookings/${encodeURIComponent(bookingId)}`);
}

/**
 * Under ['bookings', id] so that anything refreshing the bookings refreshes the ticket too.
 * Asked for as the page renders, not once React has taken over the whole page (useQuery's
 * way): on a slow phone, the rest of the hydration sooner, and the ticket and its QR code with
 * it. Not while the page is prerendered at build time, where there is no API to ask.
 */
export function useTicket(bookingId: string) {
  const query = { queryKey: [...BOOKINGS_KEY, bookingId], queryFn: () => getTicket(bookingId) };
  const client = useQueryClient();
  if (!import.meta.env.SSR && !client.getQueryState(query.queryKey)) void client.prefetchQuery(query);
  return useQuery(query);
}
