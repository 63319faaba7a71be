import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WaitlistEntry, waitlistSchema } from '../../../shared/schemas/holds';
import { apiFetch } from '../../lib/api';
import { WAITLIST_KEY } from '../../lib/seat-queries';

/** GET /api/waitlist: the visitor's waiting-list entries of slots to come, with any offer. */
export async function getWaitlist(): Promise<WaitlistEntry[]> {
  return (await apiFetch<z.infer<typeof waitlistSchema>>('/api/waitlist')).entries;
}

export function useWaitlist() {
  return useQuery({ queryKey: WAITLIST_KEY, queryFn: getWaitlist });
}
