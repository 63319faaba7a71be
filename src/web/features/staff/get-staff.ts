import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffMember, staffListSchema } from '../../../shared/schemas/staff';
import { apiFetch } from '../../lib/api';

export const STAFF_KEY = ['admin', 'staff'] as const;

export async function getStaff(): Promise<StaffMember[]> {
  return (await apiFetch<z.infer<typeof staffListSchema>>('/api/admin/staff')).staff;
}

export function useStaff() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: getStaff });
}
