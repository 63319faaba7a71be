import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Country, countriesResponseSchema } from '../../shared/schemas/site';
import { apiFetch } from './api';

/** Every country with its flag and dial code, India first (the booking's mobile, the feedback form). */
export function getCountries(): Promise<Country[]> {
  return apiFetch<z.infer<typeof countriesResponseSchema>>('/api/countries');
}

export function useCountries() {
  // The list never changes while the app runs.
  return useQuery({ queryKey: ['countries'], queryFn: getCountries, staleTime: Number.POSITIVE_INFINITY });
}
