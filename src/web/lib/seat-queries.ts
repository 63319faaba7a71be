import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';

// The cached data a booking or a cancellation changes. Kept here rather than in the features'
// query files so that booking and history can refresh them without reaching into each other.
export const BOOKINGS_KEY = ['bookings'] as const;
export const SLOTS_KEY = ['slots'] as const;
export const DATES_KEY = ['dates'] as const;
export const WAITLIST_KEY = ['waitlist'] as const;

/** Seats were taken or given back: the visitor's bookings, the slots and the dates all changed. */
export function refreshSeatQueries(queryClient: QueryClient) {
  return Promise.all(
    [BOOKINGS_KEY, SLOTS_KEY, DATES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * Starts a query as the page renders, when nothing has asked for it yet, rather than in the
 * effects after React has taken over the whole page (useQuery's way): on a slow phone its
 * answer comes sooner. Not while the page is prerendered at build time: there is no API there.
 * Here, beside the keys the pages share, so that it adds no chunk of its own.
 */
export function askAsItRenders(client: QueryClient, query: { queryKey: QueryKey; queryFn: QueryFunction }) {
  if (!import.meta.env.SSR && !client.getQueryState(query.queryKey)) void client.prefetchQuery(query);
}
