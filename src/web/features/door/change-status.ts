import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DoorBooking, doorBookingSchema, StatusChange } from '../../../shared/schemas/door';
import { apiFetch } from '../../lib/api';
import { DAY_SHEET_KEY } from '../../lib/day-sheet';
import { DOOR_BOOKING_KEY } from './get-door-booking';
import { syncDoorDevice } from './offline/door-device';

export interface DoorStepRequest extends Omit<StatusChange, 'nonce'> {
  bookingId: string;
}

/**
 * One step at the door. `from` is the status on screen; a fresh nonce per press lets the
 * server answer a retried request as it answered the first, instead of taking a second step.
 */
export function changeStatus({ bookingId, ...change }: DoorStepRequest): Promise<DoorBooking> {
  const body: StatusChange = { ...change, nonce: crypto.randomUUID() };
  return apiFetch<z.infer<typeof doorBookingSchema>>(
    `/api/admin/bookings/${encodeURIComponent(bookingId)}/status`,
    {
      method: 'POST',
      body: JSON.stringify(body),
    },
  );
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: (booking) => queryClient.setQueryData([...DOOR_BOOKING_KEY, booking.id], booking),
    // Whoever won, the counters, the booking on screen and the device's roster are read again.
    onSettled: () =>
      Promise.all([
        syncDoorDevice(),
        queryClient.invalidateQueries({ queryKey: DAY_SHEET_KEY }),
        queryClient.invalidateQueries({ queryKey: DOOR_BOOKING_KEY }),
      ]),
  });
}
