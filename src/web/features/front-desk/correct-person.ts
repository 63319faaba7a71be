import type { PersonCorrection, StaffBooking } from '../../../shared/schemas/front-desk';
import { apiFetch } from '../../lib/api';
import { useBookingChange } from './booking-change';

/** PATCH /api/admin/bookings/:id/people/:position: a person's name or document corrected. */
export function correctPerson(bookingId: string, position: number, change: PersonCorrection) {
  return apiFetch<StaffBooking>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/people/${position}`, {
    method: 'PATCH',
    body: JSON.stringify(change),
  });
}

export const useCorrectPerson = (bookingId: string) =>
  useBookingChange(bookingId, ({ position, change }: { position: number; change: PersonCorrection }) =>
    correctPerson(bookingId, position, change),
  );
