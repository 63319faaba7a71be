import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export interface NewPassword {
  token: string;
  password: string;
}

export function setPassword(input: NewPassword): Promise<unknown> {
  return apiFetch<null>('/api/accounts/set-password', { method: 'POST', body: JSON.stringify(input) });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
