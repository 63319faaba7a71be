import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FeedbackResponse, feedbackResponseSchema } from '../../../shared/schemas/feedback';
import { apiFetch } from '../../lib/api';
import { BOOKINGS_KEY } from '../../lib/seat-queries';

/** The booking's feedback state: its status and the saved answers, if any (owner only). */
export function getFeedback(bookingId: string): Promise<FeedbackResponse> {
  return apiFetch<z.infer<typeof feedbackResponseSchema>>(
    `/api/bookings/${encodeURIComponent(bookingId)}/feedback`,
  );
}

export function feedbackQueryKey(bookingId: string) {
  return [...BOOKINGS_KEY, bookingId, 'feedback'] as const;
}

export function useFeedback(bookingId: string) {
  return useQuery({ queryKey: feedbackQueryKey(bookingId), queryFn: () => getFeedback(bookingId) });
}
