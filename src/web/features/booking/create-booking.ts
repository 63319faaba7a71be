import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateBookingRequest, type Ticket, ticketSchema } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';

/** Books the slot for the people, with a verified mobile; answers the new ticket. */
export function createBooking(request: CreateBookingRequest): Promise<Ticket> {
  return apiFetch('/api/bookings', ticketSchema, { method: 'POST', body: JSON.stringify(request) });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // Seats were taken: dates, slots and the visitor's list all changed.
    onSuccess: () =>
      Promise.all(
        [['bookings'], ['slots'], ['dates']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
