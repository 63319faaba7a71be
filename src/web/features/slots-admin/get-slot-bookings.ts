import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SlotBookings, slotBookingsSchema } from '../../../shared/schemas/museum';
import { apiFetch } from '../../lib/api';

export function getSlotBookings(slotId: string): Promise<SlotBookings> {
  return apiFetch<z.infer<typeof slotBookingsSchema>>(
    `/api/admin/slots/${encodeURIComponent(slotId)}/bookings`,
  );
}

/** Who holds seats in a slot; asked for only when an admin wants to see them. */
export function useSlotBookings(slotId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'slots', 'bookings', slotId],
    queryFn: () => getSlotBookings(slotId),
    enabled,
  });
}
