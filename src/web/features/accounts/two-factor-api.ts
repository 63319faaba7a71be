import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TwoFactorEnrolment,
  TwoFactorStatus,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '../../../shared/schemas/two-factor';
import { apiFetch } from '../../lib/api';

// The signed-in staff member's second factor: GET /api/accounts/two-factor, and
// POST …/enrol, …/confirm (the first code switches it on) and …/verify (later sessions).

export const TWO_FACTOR_KEY = ['two-factor'] as const;

export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiFetch<z.infer<typeof twoFactorStatusSchema>>('/api/accounts/two-factor');
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: getTwoFactorStatus, staleTime: 0 });
}

/** Starts enrolment: the TOTP URI for the QR code and the backup codes, shown once. */
export function enrolTwoFactor(password: string | undefined): Promise<TwoFactorEnrolment> {
  return apiFetch<z.infer<typeof twoFactorEnrolmentSchema>>('/api/accounts/two-factor/enrol', {
    method: 'POST',
    body: JSON.stringify(password ? { password } : {}),
  });
}

export function useEnrolTwoFactor() {
  return useMutation({ mutationFn: enrolTwoFactor });
}

function postCode(step: 'confirm' | 'verify', code: string): Promise<TwoFactorStatus> {
  return apiFetch<z.infer<typeof twoFactorStatusSchema>>(`/api/accounts/two-factor/${step}`, {
    method: 'POST',
    body: JSON.stringify({ code }),
  });
}

/** Sends a code: `confirm` the first one after enrolling, `verify` in a later session. */
export function useTwoFactorCode(step: 'confirm' | 'verify') {
  const queryClient = useQueryClient();
  // A verified code's answer is the new status (a backup code spent): the summary beside the
  // address shows it at once instead of the count read before the code was sent. Not after
  // `confirm`: a passed status would leave the screen before the backup codes are shown.
  return useMutation({
    mutationFn: (code: string) => postCode(step, code),
    onSuccess: (status) => {
      if (step === 'verify') queryClient.setQueryData(TWO_FACTOR_KEY, status);
    },
  });
}
