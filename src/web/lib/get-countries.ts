import { useQuery } from '@tanstack/react-query';
import { type Country, countriesResponseSchema } from '../../shared/schemas/site';
import { apiFetch } from './api';

/** Every country with its flag and dial code, India first (the booking's mobile, the feedback form). */
export function getCountries(): Promise<Country[]> {
  return apiFetch('/api/countries', countriesResponseSchema);
}

export function useCountries() {
  // The list never changes while the app runs.
  return useQuery({ queryKey: ['countries'], queryFn: getCountries, staleTime: Number.POSITIVE_INFINITY });
}
