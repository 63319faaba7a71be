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
      queries: { staleTime: 15_000, retry: shouldRetry },
    },
  });
}
