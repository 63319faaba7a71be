import { useQuery } from '@tanstack/react-query';
import { type Me, meSchema } from '../../../shared/schemas/accounts';
import { apiFetch, HttpError } from '../../lib/api';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out (the API answers 401). */
export async function getMe(): Promise<Me | null> {
  try {
    return await apiFetch('/api/me', meSchema);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The session as the browser knows it: `user` is null when signed out and undefined while
 * the first answer is on its way.
 */
export function useSession() {
  const query = useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
  return { user: query.data, isLoading: query.isPending, error: query.error, refetch: query.refetch };
}
