import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateBookingRequest, Ticket, ticketSchema } from '../../../shared/schemas/bookings';
import type { Hold } from '../../../shared/schemas/holds';
import { apiFetch, HttpError } from '../../lib/api';
import { HOLDS_KEY } from '../../lib/get-holds';
import { refreshSeatQueries } from '../../lib/seat-queries';

/** Past this, a booking's answer counts as lost and the request is sent again. */
const ANSWER_TIMEOUT_MS = 30_000;

/** Sends after a lost answer: the server answers a repeat with the booking already made. */
export const BOOKING_RETRIES = 4;

/** Waits 1, 2, 4 then 8 seconds before the next send, after `failures` earlier lost answers. */
export function bookingRetryDelay(failures: number): number {
  return 1000 * 2 ** failures;
}

/**
 * Whether the booking may have been made without its answer reaching us: no answer at all
 * (the connection dropped, or it took too long), or a gateway's error instead of the API's.
 * Any answer of the API itself is final.
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return error.code === 'http_error' && [502, 503, 504].includes(error.status);
}

/** Books the slot for the people, with a verified mobile; answers the new ticket. */
export function createBooking(request: CreateBookingRequest): Promise<Ticket> {
  return apiFetch<z.infer<typeof ticketSchema>>('/api/bookings', {
    method: 'POST',
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
}

/** `failureCount` says how many sends have lost their answer so far, while it tries again. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // TanStack counts the failures before this one: 0 after the first send.
    retry: (failures, error) => failures < BOOKING_RETRIES && answerLost(error),
    retryDelay: bookingRetryDelay,
    onSuccess: (ticket) => {
      // The booking used up the hold: forget it before the fresh slots show the slot full,
      // or leaving the slot would try to give back a hold that is gone.
      queryClient.setQueryData<Hold[]>(HOLDS_KEY, (old = []) =>
        old.filter((hold) => hold.slotId !== ticket.slotId),
      );
      return refreshSeatQueries(queryClient);
    },
  });
}
