import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FeedbackAnswers,
  type FeedbackResponse,
  feedbackResponseSchema,
} from '../../../shared/schemas/feedback';
import { apiFetch } from '../../lib/api';
import { feedbackQueryKey } from './get-feedback';

/** Saves the answers; a booking takes feedback once. */
export function submitFeedback(bookingId: string, answers: FeedbackAnswers): Promise<FeedbackResponse> {
  return apiFetch(`/api/bookings/${encodeURIComponent(bookingId)}/feedback`, feedbackResponseSchema, {
    method: 'POST',
    body: JSON.stringify(answers),
  });
}

export function useSubmitFeedback(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: FeedbackAnswers) => submitFeedback(bookingId, answers),
    onSuccess: (saved) => queryClient.setQueryData(feedbackQueryKey(bookingId), saved),
  });
}
