import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';
import { refreshSeatQueries } from '../../lib/seat-queries';

/** The owner moves their booking to another slot (POST /api/bookings/:id/move). */
export function moveBooking({ bookingId, slotId }: { bookingId: string; slotId: string }): Promise<Ticket> {
  return apiFetch<Ticket>(`/api/bookings/${encodeURIComponent(bookingId)}/move`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slotId }),
  });
}

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    onSuccess: () => refreshSeatQueries(queryClient),
  });
}
