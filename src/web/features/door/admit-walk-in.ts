import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DoorBooking, doorBookingSchema } from '../../../shared/schemas/door';
import type { WalkInRequest } from '../../../shared/schemas/walk-ins';
import { apiFetch } from '../../lib/api';
import { DAY_SHEET_KEY } from '../../lib/day-sheet';

/** A walk-in party, admitted at once: a booking with no account, checked in. */
export function admitWalkIn(request: WalkInRequest): Promise<DoorBooking> {
  return apiFetch<z.infer<typeof doorBookingSchema>>('/api/admin/walk-ins', {
    method: 'POST',
    body: JSON.stringify(request),
  });
}

export function useAdmitWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: admitWalkIn,
    // The counters (and the day sheet) count the party at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: DAY_SHEET_KEY }),
  });
}
