import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Me, meSchema } from '../../../shared/schemas/accounts';
import { apiFetch } from '../../lib/api';
import { meQueryKey } from '../../lib/session';
import { EMAIL_FOR_SIGN_IN } from './request-sign-in-link';

export interface LinkSignIn {
  token: string;
  email: string;
}

/** Finishes sign-in with the token from the mailed link and the e-mail it was asked for. */
export function signInWithLink(input: LinkSignIn): Promise<Me> {
  return apiFetch<z.infer<typeof meSchema>>('/api/accounts/sign-in-link', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

export function useSignInWithLink(options: { onSuccess?(): void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: (me) => {
      localStorage.removeItem(EMAIL_FOR_SIGN_IN);
      queryClient.setQueryData(meQueryKey, me);
      options.onSuccess?.();
    },
  });
}
