import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../../shared/schemas/staff';
import { apiFetch } from '../../lib/api';
import { STAFF_KEY } from './get-staff';

/** Grants a role to an address; the server creates the account when there is none. */
export function addStaff(input: { email: string; role: StaffRole }): Promise<unknown> {
  return apiFetch<unknown>('/api/admin/staff', { method: 'POST', body: JSON.stringify(input) });
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
