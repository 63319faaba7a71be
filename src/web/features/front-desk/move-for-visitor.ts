import type { StaffBooking } from '../../../shared/schemas/front-desk';
import { apiFetch } from '../../lib/api';
import { useBookingChange } from './booking-change';

/** POST /api/admin/bookings/:id/move: staff move the booking to another slot. */
export function moveForVisitor(bookingId: string, slotId: string): Promise<StaffBooking> {
  return apiFetch<StaffBooking>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/move`, {
    method: 'POST',
    body: JSON.stringify({ slotId }),
  });
}

export const useMoveForVisitor = (bookingId: string) =>
  useBookingChange(bookingId, (slotId: string) => moveForVisitor(bookingId, slotId));
