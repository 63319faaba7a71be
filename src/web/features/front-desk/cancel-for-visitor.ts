import type { StaffBooking } from '../../../shared/schemas/front-desk';
import { apiFetch } from '../../lib/api';
import { useBookingChange } from './booking-change';

/** POST /api/admin/bookings/:id/cancel: cancelled by the trust, with the reason the visitor is mailed. */
export function cancelForVisitor(bookingId: string, reason: string): Promise<StaffBooking> {
  return apiFetch<StaffBooking>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });
}

export const useCancelForVisitor = (bookingId: string) =>
  useBookingChange(bookingId, (reason: string) => cancelForVisitor(bookingId, reason));
