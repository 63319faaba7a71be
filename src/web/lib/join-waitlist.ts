import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SeatsRequest, WaitlistEntry, waitlistEntrySchema } from '../../shared/schemas/holds';
import { apiFetch } from './api';

/** POST /api/waitlist: joins a full slot's waiting list for the party. */
export function joinWaitlist(request: SeatsRequest): Promise<WaitlistEntry> {
  return apiFetch<z.infer<typeof waitlistEntrySchema>>('/api/waitlist', {
    method: 'POST',
    body: JSON.stringify(request),
  });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
