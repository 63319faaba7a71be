import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateBookingRequest, type Ticket, ticketSchema } from '../../../shared/schemas/bookings';
import type { Hold } from '../../../shared/schemas/holds';
import { apiFetch } from '../../lib/api';
import { HOLDS_KEY } from '../../lib/get-holds';
import { refreshSeatQueries } from '../../lib/seat-queries';

/** Books the slot for the people, with a verified mobile; answers the new ticket. */
export function createBooking(request: CreateBookingRequest): Promise<Ticket> {
  return apiFetch('/api/bookings', ticketSchema, { method: 'POST', body: JSON.stringify(request) });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (ticket) => {
      // The booking used up the hold: forget it before the fresh slots show the slot full,
      // or leaving the slot would try to give back a hold that is gone.
      queryClient.setQueryData<Hold[]>(HOLDS_KEY, (old = []) =>
        old.filter((hold) => hold.slotId !== ticket.slotId),
      );
      return refreshSeatQueries(queryClient);
    },
  });
}
