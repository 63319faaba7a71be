import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { HOLDS_KEY } from '../../lib/get-holds';
import { refreshSeatQueries, WAITLIST_KEY } from '../../lib/seat-queries';

/** DELETE /api/waitlist/:id: leaves the list; an offer held goes to the next in line. */
export async function leaveWaitlist(entryId: string): Promise<void> {
  await apiFetch<null>(`/api/waitlist/${encodeURIComponent(entryId)}`, { method: 'DELETE' });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WAITLIST_KEY }),
        queryClient.invalidateQueries({ queryKey: HOLDS_KEY }),
        refreshSeatQueries(queryClient),
      ]),
  });
}
