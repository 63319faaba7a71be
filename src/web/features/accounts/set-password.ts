import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api';

export interface NewPassword {
  token: string;
  password: string;
}

export function setPassword(input: NewPassword): Promise<unknown> {
  return apiFetch('/api/accounts/set-password', z.null(), { method: 'POST', body: JSON.stringify(input) });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
