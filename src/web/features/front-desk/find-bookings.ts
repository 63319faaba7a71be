import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingSearchResponse } from '../../../shared/schemas/front-desk';
import { apiFetch } from '../../lib/api';

/** GET /api/admin/bookings?q=&page=: bookings of every date, newest visit first, 50 a page. */
export function findBookings(q: string, page: number): Promise<BookingSearchResponse> {
  return apiFetch<BookingSearchResponse>(`/api/admin/bookings?q=${encodeURIComponent(q)}&page=${page}`);
}

export function useFindBookings(q: string, page: number) {
  return useQuery({
    queryKey: ['front-desk', 'search', q, page],
    queryFn: () => findBookings(q, page),
    // The page shown stays while the next one loads: paging does not blank the list.
    placeholderData: keepPreviousData,
  });
}
