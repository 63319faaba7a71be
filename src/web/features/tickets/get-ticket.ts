import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Ticket, ticketSchema } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';
import { askAsItRenders, BOOKINGS_KEY } from '../../lib/seat-queries';

/** The ticket as this viewer may see it (document numbers masked unless it is theirs). */
export function getTicket(bookingId: string): Promise<Ticket> {
  return apiFetch<z.infer<typeof ticketSchema>>(`/api/bookings/${encodeURIComponent(bookingId)}`);
}

/**
 * Under ['bookings', id] so that anything refreshing the bookings refreshes the ticket too;
 * asked for as the page renders, so the ticket and its QR code come sooner on a slow phone.
 */
export function useTicket(bookingId: string) {
  const query = { queryKey: [...BOOKINGS_KEY, bookingId], queryFn: () => getTicket(bookingId) };
  askAsItRenders(useQueryClient(), query);
  return useQuery(query);
}
