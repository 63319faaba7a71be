import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SiteResponse, siteResponseSchema } from '../../../shared/schemas/site';
import { apiFetch } from '../../lib/api';

/** This server's settings that pages describe, such as how long personal data is kept. */
export function getSite(): Promise<SiteResponse> {
  return apiFetch<z.infer<typeof siteResponseSchema>>('/api/site');
}

export function useSite() {
  return useQuery({ queryKey: ['site'], queryFn: getSite, staleTime: Number.POSITIVE_INFINITY });
}
