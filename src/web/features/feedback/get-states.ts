import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { statesResponseSchema } from '../../../shared/schemas/site';
import { apiFetch } from '../../lib/api';

export type State = z.infer<typeof statesResponseSchema>[number];

/** A country's states (empty for countries that list none). */
export function getStates(countryIsoCode: string): Promise<State[]> {
  return apiFetch<z.infer<typeof statesResponseSchema>>(
    `/api/countries/${encodeURIComponent(countryIsoCode)}/states`,
  );
}

export function useStates(countryIsoCode: string) {
  return useQuery({
    queryKey: ['countries', countryIsoCode, 'states'],
    queryFn: () => getStates(countryIsoCode),
    enabled: countryIsoCode !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
