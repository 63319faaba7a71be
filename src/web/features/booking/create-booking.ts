import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateBookingRequest, type Ticket, ticketSchema } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';
import { refreshSeatQueries } from '../../lib/seat-queries';

/** Books the slot for the people, with a verified mobile; answers the new ticket. */
export function createBooking(request: CreateBookingRequest): Promise<Ticket> {
  return apiFetch('/api/bookings', ticketSchema, { method: 'POST', body: JSON.stringify(request) });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => refreshSeatQueries(queryClient),
  });
}
