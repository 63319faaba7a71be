import { useQuery } from '@tanstack/react-query';
import type { StaffBooking } from '../../../shared/schemas/front-desk';
import { apiFetch } from '../../lib/api';

export const staffBookingKey = (id: string) => ['front-desk', 'booking', id] as const;

/** GET /api/admin/bookings/:id: the booking in full, with its log. */
export function getStaffBooking(id: string): Promise<StaffBooking> {
  return apiFetch<StaffBooking>(`/api/admin/bookings/${encodeURIComponent(id)}`);
}

export function useStaffBooking(id: string) {
  return useQuery({ queryKey: staffBookingKey(id), queryFn: () => getStaffBooking(id) });
}
