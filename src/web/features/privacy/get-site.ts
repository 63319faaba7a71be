import { useQuery } from '@tanstack/react-query';
import { type SiteResponse, siteResponseSchema } from '../../../shared/schemas/site';
import { apiFetch } from '../../lib/api';

/** This server's settings that pages describe, such as how long personal data is kept. */
export function getSite(): Promise<SiteResponse> {
  return apiFetch('/api/site', siteResponseSchema);
}

export function useSite() {
  return useQuery({ queryKey: ['site'], queryFn: getSite, staleTime: Number.POSITIVE_INFINITY });
}
