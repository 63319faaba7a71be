import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponse, messageResponseSchema } from '../../../shared/schemas/accounts';
import { apiFetch } from '../../lib/api';

/** Mails a set-password link; `email` is the signed-in user's own, typed to confirm. */
export function requestSetPasswordLink(email: string): Promise<MessageResponse> {
  return apiFetch<z.infer<typeof messageResponseSchema>>('/api/accounts/set-password-link', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
}

export function useRequestSetPasswordLink() {
  return useMutation({ mutationFn: requestSetPasswordLink });
}
