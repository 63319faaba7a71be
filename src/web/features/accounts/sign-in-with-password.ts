import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Me, meSchema } from '../../../shared/schemas/accounts';
import { apiFetch } from '../../lib/api';

export interface PasswordSignIn {
  email: string;
  password: string;
}

export function signInWithPassword(input: PasswordSignIn): Promise<Me> {
  return apiFetch<z.infer<typeof meSchema>>('/api/accounts/sign-in-password', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

/** The page reloads after a password sign-in (as the spec has it), so the cache is not touched. */
export function useSignInWithPassword() {
  return useMutation({ mutationFn: signInWithPassword });
}
