import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateVerification,
  Verification,
  verificationSchema,
} from '../../../shared/schemas/verification';
import { apiFetch } from '../../lib/api';

/** Asks for a keyword to send from this number; the answer says what, where and until when. */
export function createVerification(input: CreateVerification): Promise<Verification> {
  return apiFetch<z.infer<typeof verificationSchema>>('/api/verifications', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}

export function useCreateVerification() {
  return useMutation({ mutationFn: createVerification });
}
