import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { forgetDraft } from '../../lib/booking-draft';
import { t } from '../../lib/i18n';
import { meQueryKey } from '../../lib/session';
import { announceSignedOut } from './signed-out-notice';

export function signOut(): Promise<unknown> {
  return apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: '{}' });
}

/**
 * Asks 'Are you sure you want to signout?', then ends the session, forgets everything cached
 * for the user (the booking draft too) and scrolls smoothly to the top. A failed sign-out still clears the page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      // The people added and the SMS check under way were this account's: none stay behind.
      forgetDraft();
      announceSignedOut();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
  });
  return {
    isPending: mutation.isPending,
    signOut() {
      if (window.confirm(t('confirmSignOut'))) mutation.mutate();
    },
  };
}
