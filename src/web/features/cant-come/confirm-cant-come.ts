import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CantCome } from '../../../shared/schemas/front-desk-mail';
import { apiFetch } from '../../lib/api';
import { BOOKINGS_KEY } from '../../lib/seat-queries';

/** The visitor confirms they cannot come: the booking is cancelled and its seats offered on. */
export function confirmCantCome(input: { bookingId: string; key: string }): Promise<CantCome> {
  return apiFetch<CantCome>(`/api/bookings/${encodeURIComponent(input.bookingId)}/cant-come`, {
    method: 'POST',
    body: JSON.stringify({ key: input.key }),
  });
}

export function useConfirmCantCome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCantCome,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(['cant-come', input.bookingId, input.key], answer);
      return queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    },
  });
}
