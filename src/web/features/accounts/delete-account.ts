import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { meQueryKey } from '../../lib/session';

/** Set once this tab has deleted its account: the sign-in step says so. */
export const accountDeletedKey = ['account-deleted'] as const;

/** Deletes the signed-in account; `email` is its own address, typed to confirm. */
export function deleteAccount(email: string): Promise<null> {
  return apiFetch<null>('/api/me', { method: 'DELETE', body: JSON.stringify({ email }) });
}

/** On success the server has ended the session: everything cached for the user goes. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(accountDeletedKey, true);
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
