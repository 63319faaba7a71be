import { z } from 'zod';

/** GET /api/dev/mailbox (local environment only): the outbox, newest first. */
export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailboxResponseSchema = z.object({ messages: z.array(devMailSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
