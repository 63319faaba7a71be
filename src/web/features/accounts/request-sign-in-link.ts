import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponse, messageResponseSchema } from '../../../shared/schemas/accounts';
import { apiFetch } from '../../lib/api';
import { rememberReturnPath } from '../../lib/return-path';

/** Where the e-mail that asked for a link is kept, so the link can finish sign-in here. */
export const EMAIL_FOR_SIGN_IN = 'emailForSignIn';

export function requestSignInLink(email: string): Promise<MessageResponse> {
  return apiFetch<z.infer<typeof messageResponseSchema>>('/api/accounts/sign-in-link/request', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
}

export function useRequestSignInLink() {
  return useMutation({
    mutationFn: requestSignInLink,
    onSuccess: (_answer, email) => {
      localStorage.setItem(EMAIL_FOR_SIGN_IN, email);
      // The mailed link opens the home page; sign-in then comes back to the page shown now.
      rememberReturnPath();
    },
  });
}
