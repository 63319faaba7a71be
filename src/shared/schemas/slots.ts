import { z } from 'zod';
import { isRealIsoDate } from '../rules/india-clock';

export const isoDateSchema = z
  .string({ error: 'date is required, as YYYY-MM-DD' })
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text), 'date must be written as YYYY-MM-DD')
  .refine(isRealIsoDate, 'date is not a real calendar day');

export const datesResponseSchema = z.object({
  /** Days (India) with a bookable slot that still has a seat for the caller, ascending. */
  dates: z.array(z.string()),
  /** Days whose bookable slots are all full: their waiting lists are open. */
  full: z.array(z.string()),
});
export type DatesResponse = z.infer<typeof datesResponseSchema>;

export const slotsQuerySchema = z.object({ date: isoDateSchema });

export const slotSchema = z.object({
  id: z.string(),
  label: z.string(),
  startsAt: z.string(),
  /** The slot's capacity (the spec's "Available"). */
  available: z.number(),
  booked: z.number(),
  /** Seats held by live holds and waiting-list offers, the caller's own included. */
  held: z.number().default(0),
  /** Of `held`, the seats held for the caller. Seats left for them: available − booked − held + heldForYou. */
  heldForYou: z.number().default(0),
  /** No seat is left for the caller: the slot is listed for its waiting list. */
  full: z.boolean().default(false),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsResponseSchema = z.object({ date: z.string(), slots: z.array(slotSchema) });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;
