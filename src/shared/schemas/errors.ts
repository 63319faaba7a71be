import { z } from 'zod';

/** Every API error has this shape; `code` is stable, `message` is for people. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
