import { useMutation } from '@tanstack/react-query';
import { type SimulatedSms, storedSmsResponseSchema } from '../../../shared/schemas/verification';
import { apiFetch } from '../../lib/api';

/** Local environment only: delivers an SMS to the inbox as if the phone had sent it. */
export function simulateSms(sms: SimulatedSms) {
  return apiFetch('/api/dev/sms', storedSmsResponseSchema, { method: 'POST', body: JSON.stringify(sms) });
}

export function useSimulateSms() {
  return useMutation({ mutationFn: simulateSms });
}
