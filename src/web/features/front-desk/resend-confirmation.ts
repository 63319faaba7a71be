import type { StaffBooking } from '../../../shared/schemas/front-desk';
import { apiFetch } from '../../lib/api';
import { useBookingChange } from './booking-change';

/** POST /api/admin/bookings/:id/resend: the confirmation mail again. */
export function resendConfirmation(bookingId: string): Promise<StaffBooking> {
  return apiFetch<StaffBooking>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/resend`, {
    method: 'POST',
  });
}

export const useResendConfirmation = (bookingId: string) =>
  useBookingChange(bookingId, () => resendConfirmation(bookingId));
