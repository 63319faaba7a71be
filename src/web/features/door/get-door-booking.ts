import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DoorBooking, doorBookingSchema } from '../../../shared/schemas/door';
import { HttpError } from '../../lib/api';
import { lookupFetch } from './door-fetch';

export const DOOR_BOOKING_KEY = ['admin', 'booking'] as const;

/** A booking as the door sees it, or null when no booking has this id (verdict `unknown`). */
export async function getDoorBooking(id: string): Promise<DoorBooking | null> {
  try {
    return await lookupFetch<z.infer<typeof doorBookingSchema>>(
      `/api/admin/bookings/${encodeURIComponent(id)}`,
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export function useDoorBooking(id: string | null) {
  return useQuery({
    queryKey: [...DOOR_BOOKING_KEY, id],
    queryFn: () => getDoorBooking(id ?? ''),
    enabled: id !== null,
    // The door always shows the booking as it is now, never a copy from a minute ago.
    staleTime: 0,
  });
}
