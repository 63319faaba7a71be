import { useQuery } from '@tanstack/react-query';
import type { CantCome } from '../../../shared/schemas/front-desk-mail';
import { apiFetch } from '../../lib/api';

/** The booking the reminder's link is about; reading it changes nothing. */
export function getCantCome(bookingId: string, key: string): Promise<CantCome> {
  return apiFetch<CantCome>(
    `/api/bookings/${encodeURIComponent(bookingId)}/cant-come?key=${encodeURIComponent(key)}`,
  );
}

export function useCantCome(bookingId: string, key: string) {
  return useQuery({
    queryKey: ['cant-come', bookingId, key],
    queryFn: () => getCantCome(bookingId, key),
    // A 404 (a wrong link) will not mend itself.
    retry: false,
  });
}
