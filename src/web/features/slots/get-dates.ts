import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { datesResponseSchema } from '../../../shared/schemas/slots';
import { apiFetch } from '../../lib/api';
import { DATES_KEY } from '../../lib/seat-queries';

/** GET /api/dates: the India dates that still have a bookable slot, ascending. */
export async function getDates(): Promise<string[]> {
  const { dates } = await apiFetch<z.infer<typeof datesResponseSchema>>('/api/dates');
  return dates;
}

export function useDates() {
  return useQuery({ queryKey: DATES_KEY, queryFn: getDates });
}
