import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Closure, closuresListSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

export const CLOSURES_KEY = ['admin', 'closures'] as const;

/** From today, a year ahead: the admins' closures and the last Tuesdays closed by rule. */
export async function getClosures(): Promise<Closure[]> {
  return (await apiFetch<z.infer<typeof closuresListSchema>>('/api/admin/closures')).closures;
}

export function useClosures() {
  return useQuery({ queryKey: CLOSURES_KEY, queryFn: getClosures });
}
