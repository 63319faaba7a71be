import { z } from 'zod';
import { isoDateSchema } from './slots';
import { readableText } from './typed-text';

// The front desk's mail to visitors: the reminder's "I can't come" link, messages from the
// admins, and the waiting lists the admins look after.

export const cantComeKeySchema = z.object({ key: z.string().min(1).max(100) });

/**
 * What the "I can't come" page shows. `open`: it can still be cancelled; `cancelled`: it is
 * (now or before); `started`: its slot has begun; `closed`: checked in, refused or over.
 */
export const cantComeSchema = z.object({
  id: z.string(),
  date: z.string(),
  slotLabel: z.string(),
  startsAt: z.string(),
  people: z.number(),
  state: z.enum(['open', 'cancelled', 'started', 'closed']),
});
export type CantCome = z.infer<typeof cantComeSchema>;

export const visitorMessageSchema = z.object({
  date: isoDateSchema,
  slotId: z.string().trim().min(1).max(40).optional(),
  subject: readableText(
    z
      .string({ error: 'a subject is required' })
      .trim()
      .min(3, 'write a subject of at least 3 characters')
      .max(150, 'at most 150 characters'),
    'The subject',
  ),
  text: readableText(
    z
      .string({ error: 'a text is required' })
      .trim()
      .min(3, 'write a text of at least 3 characters')
      .max(5000, 'at most 5000 characters'),
    'The text',
    { lines: true },
  ),
  /** True: nothing is sent; the answer says whom it would reach. */
  dryRun: z.boolean().optional(),
});
export type VisitorMessage = z.infer<typeof visitorMessageSchema>;

export const visitorMessageResultSchema = z.object({
  /** Live bookings mailed (or, on a dry run, that would be). */
  bookings: z.number(),
  /** Their distinct e-mail addresses. */
  addresses: z.number(),
});

export const waitlistQuerySchema = z.object({ date: isoDateSchema.optional() });

export const adminWaitlistSchema = z.object({
  date: z.string(),
  slots: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      startsAt: z.string(),
      waiting: z.array(z.object({ email: z.string(), seats: z.number(), since: z.string() })),
      offers: z.array(
        z.object({ email: z.string(), seats: z.number(), since: z.string(), expiresAt: z.string() }),
      ),
    }),
  ),
});
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;
