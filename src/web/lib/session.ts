import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Me, sessionResponseSchema } from '../../shared/schemas/accounts';
import { apiFetch } from './api';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null for a guest. */
export async function getMe(): Promise<Me | null> {
  return (await apiFetch<z.infer<typeof sessionResponseSchema>>('/api/session')).user;
}

/**
 * The session as the browser knows it: `user` is null when signed out and undefined while
 * the first answer is on its way.
 */
export function useSession() {
  const query = useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
  return { user: query.data, isLoading: query.isPending, error: query.error, refetch: query.refetch };
}
