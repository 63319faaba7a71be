import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffBooking } from '../../../shared/schemas/front-desk';
import { staffBookingKey } from './get-staff-booking';

/**
 * A change staff make to a booking: every one answers the booking's page as it now is, which
 * replaces the page's data; searches are refetched, as what they list may have changed.
 */
export function useBookingChange<Input>(bookingId: string, change: (input: Input) => Promise<StaffBooking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (booking) => {
      queryClient.setQueryData(staffBookingKey(bookingId), booking);
      void queryClient.invalidateQueries({ queryKey: ['front-desk', 'search'] });
    },
  });
}
