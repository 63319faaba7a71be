import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../../shared/schemas/staff';
import { apiFetch } from '../../lib/api';
import { STAFF_KEY } from './get-staff';

export function changeRole({ userId, role }: { userId: string; role: StaffRole }): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/staff/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: JSON.stringify({ role }),
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
