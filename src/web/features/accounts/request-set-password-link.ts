import { useMutation } from '@tanstack/react-query';
import { type MessageResponse, messageResponseSchema } from '../../../shared/schemas/accounts';
import { apiFetch } from '../../lib/api';

/** Mails a set-password link; `email` is the signed-in user's own, typed to confirm. */
export function requestSetPasswordLink(email: string): Promise<MessageResponse> {
  return apiFetch('/api/accounts/set-password-link', messageResponseSchema, {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
}

export function useRequestSetPasswordLink() {
  return useMutation({ mutationFn: requestSetPasswordLink });
}
