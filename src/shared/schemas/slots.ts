import { z } from 'zod';
import { isRealIsoDate } from '../rules/india-clock';

export const isoDateSchema = z
  .string({ error: 'date is required, as YYYY-MM-DD' })
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text), 'date must be written as YYYY-MM-DD')
  .refine(isRealIsoDate, 'date is not a real calendar day');

export const datesResponseSchema = z.object({ dates: z.array(z.string()) });
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
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsResponseSchema = z.object({ date: z.string(), slots: z.array(slotSchema) });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;
