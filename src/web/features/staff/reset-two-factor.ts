import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '../../../shared/schemas/staff';
import { apiFetch } from '../../lib/api';
import { STAFF_KEY } from './get-staff';

/** Takes another member's second factor away; they set it up again at their next admin call. */
export function resetTwoFactor(userId: string): Promise<StaffMember> {
  return apiFetch<StaffMember>(`/api/admin/staff/${encodeURIComponent(userId)}/two-factor`, {
    method: 'DELETE',
  });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
