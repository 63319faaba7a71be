import { z } from 'zod';

/**
 * Every API error has this shape; `code` is stable, `message` is for people. A 500 also
 * carries `requestId`, the `x-request-id` of the request, which finds it in the server's logs.
 */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string().optional() }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** A 500's answer: always `internal`, with the request's id to quote when reporting it. */
export const internalErrorSchema = z.object({
  error: z.object({ code: z.literal('internal'), message: z.string(), requestId: z.string() }),
});

export type InternalError = z.infer<typeof internalErrorSchema>;
