import { useQuery } from '@tanstack/react-query';
import { type BookingSummary, bookingsListSchema } from '../../../shared/schemas/bookings';
import { apiFetch } from '../../lib/api';

/** The signed-in visitor's bookings, newest first. */
export async function getBookings(): Promise<BookingSummary[]> {
  const { bookings } = await apiFetch('/api/bookings', bookingsListSchema);
  return bookings;
}

export function useBookings(enabled: boolean) {
  return useQuery({ queryKey: ['bookings'], queryFn: getBookings, enabled });
}
