import { z } from 'zod';
import { texts } from '../texts';

/** Far above any slot's capacity; the slot's own capacity is checked by the server. */
const MAX_SEATS_IN_REQUEST = 500;

const seatsSchema = z
  .number({ error: texts.addPerson })
  .int()
  .min(1, texts.addPerson)
  .max(MAX_SEATS_IN_REQUEST, texts.tooManyPeopleForSlot);

/** `POST /api/holds` and `POST /api/waitlist`: a slot and how many seats. */
export const seatsRequestSchema = z.object({
  slotId: z.string({ error: texts.selectSlot }).trim().min(1, texts.selectSlot).max(40),
  seats: seatsSchema,
});
export type SeatsRequest = z.infer<typeof seatsRequestSchema>;

export const holdSchema = z.object({
  id: z.string(),
  slotId: z.string(),
  seats: z.number(),
  /** The hold counts until this instant (ISO-8601 UTC). */
  expiresAt: z.string(),
  /** True for a waiting-list offer. */
  offer: z.boolean(),
});
export type Hold = z.infer<typeof holdSchema>;

export const holdsListSchema = z.object({ holds: z.array(holdSchema) });
export type HoldsList = z.infer<typeof holdsListSchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const waitlistEntrySchema = z.object({
  id: z.string(),
  slotId: z.string(),
  date: z.string(),
  slotLabel: z.string(),
  startsAt: z.string(),
  seats: z.number(),
  joinedAt: z.string(),
  /** waiting: in line; offered: seats held for them until `offer.expiresAt`; passed: an offer ran out. */
  state: z.enum(['waiting', 'offered', 'passed']),
  /** Parties waiting ahead of this one (while waiting). */
  ahead: z.number(),
  offer: z.object({ holdId: z.string(), expiresAt: z.string() }).nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export type Waitlist = z.infer<typeof waitlistSchema>;
