import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VerificationCheck, verificationCheckSchema } from '../../../shared/schemas/verification';
import { apiFetch } from '../../lib/api';

/** Asks whether the keyword's SMS has arrived from the number. */
export function checkVerification(verificationId: string): Promise<VerificationCheck> {
  return apiFetch<z.infer<typeof verificationCheckSchema>>(
    `/api/verifications/${encodeURIComponent(verificationId)}/check`,
    {
      method: 'POST',
    },
  );
}

export function useCheckVerification() {
  return useMutation({ mutationFn: checkVerification });
}
