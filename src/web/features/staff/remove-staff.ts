import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { STAFF_KEY } from './get-staff';

/** Takes the staff role back; the account stays a visitor's. The last admin cannot go. */
export function removeStaff(userId: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/staff/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
