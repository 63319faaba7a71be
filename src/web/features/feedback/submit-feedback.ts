import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  FeedbackAnswers,
  FeedbackResponse,
  feedbackResponseSchema,
} from '../../../shared/schemas/feedback';
import { apiFetch } from '../../lib/api';
import { feedbackQueryKey } from './get-feedback';

/** Saves the answers; a booking takes feedback once. */
export function submitFeedback(bookingId: string, answers: FeedbackAnswers): Promise<FeedbackResponse> {
  return apiFetch<z.infer<typeof feedbackResponseSchema>>(
    `/api/bookings/${encodeURIComponent(bookingId)}/feedback`,
    {
      method: 'POST',
      body: JSON.stringify(answers),
    },
  );
}

export function useSubmitFeedback(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: FeedbackAnswers) => submitFeedback(bookingId, answers),
    onSuccess: (saved) => queryClient.setQueryData(feedbackQueryKey(bookingId), saved),
  });
}
