import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SimulatedSms, storedSmsResponseSchema } from '../../../shared/schemas/verification';
import { apiFetch } from '../../lib/api';

/** Local environment only: delivers an SMS to the inbox as if the phone had sent it. */
export function simulateSms(sms: SimulatedSms) {
  return apiFetch<z.infer<typeof storedSmsResponseSchema>>('/api/dev/sms', {
    method: 'POST',
    body: JSON.stringify(sms),
  });
}

export function useSimulateSms() {
  return useMutation({ mutationFn: simulateSms });
}
