import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VisitorMessage, visitorMessageResultSchema } from '../../../shared/schemas/front-desk-mail';
import { apiFetch } from '../../lib/api';

export type MessageReach = z.infer<typeof visitorMessageResultSchema>;

/** Sends the message, or with `dryRun` counts the bookings and addresses it would reach. */
export function sendMessage(message: VisitorMessage): Promise<MessageReach> {
  return apiFetch<MessageReach>('/api/admin/messages', { method: 'POST', body: JSON.stringify(message) });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}

export function useMessagePreview() {
  return useMutation({ mutationFn: (message: VisitorMessage) => sendMessage({ ...message, dryRun: true }) });
}
