import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoredVerification, storedVerificationSchema } from '../../../shared/schemas/verification';
import { apiFetch } from '../../lib/api';

/** The challenge made before a reload: the same keyword and number, and where it stands. */
export function getVerification(verificationId: string): Promise<StoredVerification> {
  return apiFetch<z.infer<typeof storedVerificationSchema>>(
    `/api/verifications/${encodeURIComponent(verificationId)}`,
  );
}

/** Read once when the panel resumes (a mutation: it must not be refetched behind the panel's back). */
export function useResumeVerification() {
  return useMutation({ mutationFn: getVerification });
}
