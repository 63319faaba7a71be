import { useMutation } from '@tanstack/react-query';
import { type SeatsRequest, type WaitlistEntry, waitlistEntrySchema } from '../../../shared/schemas/holds';
import { apiFetch } from '../../lib/api';

/** POST /api/waitlist: joins a full slot's waiting list for the party. */
export function joinWaitlist(request: SeatsRequest): Promise<WaitlistEntry> {
  return apiFetch('/api/waitlist', waitlistEntrySchema, { method: 'POST', body: JSON.stringify(request) });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
