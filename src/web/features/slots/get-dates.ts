import { useQuery } from '@tanstack/react-query';
import { datesResponseSchema } from '../../../shared/schemas/slots';
import { apiFetch } from '../../lib/api';
import { DATES_KEY } from '../../lib/seat-queries';

/** GET /api/dates: the India dates that still have a bookable slot, ascending. */
export async function getDates(): Promise<string[]> {
  const { dates } = await apiFetch('/api/dates', datesResponseSchema);
  return dates;
}

export function useDates() {
  return useQuery({ queryKey: DATES_KEY, queryFn: getDates });
}
