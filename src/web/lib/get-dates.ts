import { useQuery } from '@tanstack/react-query';
import type { DatesResponse } from '../../shared/schemas/slots';
import { apiFetch } from './api';
import { DATES_KEY } from './seat-queries';

/** GET /api/dates: the India dates with a seat to book, and those full (waiting lists open), ascending. */
export function getDates(): Promise<DatesResponse> {
  return apiFetch<DatesResponse>('/api/dates');
}

export function useDates() {
  return useQuery({ queryKey: DATES_KEY, queryFn: getDates });
}
