import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * Asks for a query's answer as its page renders (when `enabled`), rather than once React has
 * taken over the whole page, as useQuery does: on a slow phone, the rest of the hydration
 * sooner. Nothing is asked for if the query is already there, nor while the page is
 * prerendered at build time, where there is no API to ask.
 */
export function useAskAsItRenders<T>(options: FetchQueryOptions<T, Error, T, QueryKey>, enabled = true) {
  const client = useQueryClient();
  if (enabled && !import.meta.env.SSR && !client.getQueryState(options.queryKey)) {
    void client.prefetchQuery(options);
  }
}
