import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BookingSummary, bookingsListSchema } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';
import { useAskAsItRenders } from '../../lib/ask-as-it-renders';
import { BOOKINGS_KEY } from '../../lib/seat-queries';

/** The signed-in visitor's bookings, newest first. */
export async function getBookings(): Promise<BookingSummary[]> {
  const { bookings } = await apiFetch<z.infer<typeof bookingsListSchema>>('/api/bookings');
  return bookings;
}

export function useBookings() {
  return useQuery({ queryKey: BOOKINGS_KEY, queryFn: getBookings });
}

/** The bookings asked for as the page renders, when `enabled`, before a list is there to show them. */
export function useBookingsAhead(enabled: boolean): void {
  useAskAsItRenders({ queryKey: BOOKINGS_KEY, queryFn: getBookings }, enabled);
}
