import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminWaitlist } from '../../../shared/schemas/front-desk-mail';
import { apiFetch } from '../../lib/api';

/** The waiting lists of a date: per slot, who waits and who holds an offer. */
export function getWaitlists(date: string): Promise<AdminWaitlist> {
  return apiFetch<AdminWaitlist>(`/api/admin/waitlist?date=${date}`);
}

export function useWaitlists(date: string) {
  return useQuery({
    queryKey: ['admin', 'waitlist', date],
    queryFn: () => getWaitlists(date),
    placeholderData: keepPreviousData,
    // Offers come and go by the minute.
    refetchInterval: 60_000,
  });
}
