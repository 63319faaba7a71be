import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { StaffRole } from '../../../shared/schemas/staff';
import { apiFetch } from '../../lib/api';
import { STAFF_KEY } from './get-staff';

export function changeRole({ userId, role }: { userId: string; role: StaffRole }): Promise<unknown> {
  return apiFetch(`/api/admin/staff/${encodeURIComponent(userId)}`, z.unknown(), {
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
