import { useQuery } from '@tanstack/react-query';
import { type BookingSummary, bookingsListSchema } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';
import { BOOKINGS_KEY } from '../../lib/seat-queries';

/** The signed-in visitor's bookings, newest first. */
export async function getBookings(): Promise<BookingSummary[]> {
  const { bookings } = await apiFetch('/api/bookings', bookingsListSchema);
  return bookings;
}

export function useBookings() {
  return useQuery({ queryKey: BOOKINGS_KEY, queryFn: getBookings });
}
