import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../shared/schemas/accounts';
import { apiFetch } from '../../lib/api';

/** 'Forgot password?': mails a set-password link to the address when it has an account. */
export function requestForgotPassword(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/accounts/forgot-password', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
}

export function useRequestForgotPassword() {
  return useMutation({ mutationFn: requestForgotPassword });
}
