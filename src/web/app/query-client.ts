import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../lib/api';

/** Caller mistakes (4xx) are not retried: asking again gives the same answer. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Seat counts change as others book, so availability is never trusted for long.
      // networkMode 'always': offline, a load fails (and says so, with Try again) rather than
      // waiting paused for a connection behind "Loading…"; a press likewise answers at once.
      queries: { staleTime: 15_000, retry: shouldRetry, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
