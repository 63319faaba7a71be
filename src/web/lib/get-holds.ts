import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Hold, holdsListSchema } from '../../shared/schemas/holds';
import { apiFetch } from './api';

export const HOLDS_KEY = ['holds'] as const;

/** GET /api/holds: the seats held for the signed-in visitor (holds and waiting-list offers). */
export async function getHolds(): Promise<Hold[]> {
  return (await apiFetch<z.infer<typeof holdsListSchema>>('/api/holds')).holds;
}

export function useHolds(enabled: boolean) {
  return useQuery({ queryKey: HOLDS_KEY, queryFn: getHolds, enabled });
}
