import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Ticket, ticketSchema } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';
import { refreshSeatQueries } from '../../lib/seat-queries';

/** The owner cancels a booking before its slot starts; its seats go back to the slot. */
export function cancelBooking(bookingId: string): Promise<Ticket> {
  return apiFetch<z.infer<typeof ticketSchema>>(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => refreshSeatQueries(queryClient),
  });
}
