import { z } from 'zod';
import { reasonSchema } from './door';
import { isoDateSchema } from './slots';

// The offline door (issue 25): GET /api/admin/door/roster?since= keeps today's bookings on the
// staff device; POST /api/admin/door/steps uploads the steps it took while offline.

export const rosterQuerySchema = z.object({
  /**
   * `syncedAt` of the device's last roster: only what changed since comes back. An unreadable
   * one is read as none (the whole day), like one from before today, rather than refused.
   */
  since: z.string().datetime({ offset: true }).optional().catch(undefined),
});

/** A slot of the day, for the door's verdict rules (entry window) and its labels. */
export const rosterSlotSchema = z.object({
  id: z.string(),
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** When the door's entry window opens (DOOR_EARLY_MINUTES before the start), as the server decides it. */
  entryOpensAt: z.string(),
});

/**
 * A booking as the device keeps it: only what the door shows. Never a date of birth, a full
 * document number or a mobile; `mobileLast4` lets a typed number be matched by its last digits.
 */
export const rosterBookingSchema = z.object({
  id: z.string(),
  slotId: z.string(),
  status: z.number().int(),
  /** The party's size (a walk-in has no names). */
  people: z.number().int(),
  names: z.array(z.string()),
  ages: z.array(z.number().int()),
  children: z.array(z.boolean()),
  /**
   * The last 4 characters of each person's document; null when there is none to show: the
   * visitor gave none (the booking made an id up, decision 0029: the door says "No ID proof
   * given") or it was erased (never on today's roster: the purge waits a day at least).
   */
  documentsLast4: z.array(z.string().nullable()),
  mobileLast4: z.string().nullable(),
  walkIn: z.boolean(),
  /** When its status last changed: the 10-minute undo and "inside since" read it. */
  statusChangedAt: z.string().nullable(),
});
export type RosterBooking = z.infer<typeof rosterBookingSchema>;

export const rosterSchema = z.object({
  /** Today's India date: a device holding another date's roster wipes it. */
  date: isoDateSchema,
  slots: z.array(rosterSlotSchema),
  /** Every booking of the day without `since`; those changed after `since` with it. */
  bookings: z.array(rosterBookingSchema),
  /** Ids that left the day since `since` (moved to another date). */
  removed: z.array(z.string()),
  /** The server's time of this answer: the next `since`. */
  syncedAt: z.string(),
  /** Whether `bookings` is the whole day (no or a too old `since`): the device replaces its copy. */
  complete: z.boolean(),
});
export type Roster = z.infer<typeof rosterSchema>;

/** A step taken on the device, with the time it happened and a nonce chosen there. */
export const offlineStepSchema = z.object({
  to: z.number().int(),
  from: z.number().int(),
  reason: reasonSchema.optional(),
  force: z.boolean().optional(),
  /** A check-in of part of the party: how many came in (1 … people). */
  admitted: z.number().int().min(1).max(500).optional(),
  nonce: z.string().trim().min(8).max(64),
  bookingId: z.string().trim().min(1).max(64),
  /** When the step happened on the device (ISO with offset); not in the future, not before yesterday. */
  at: z.string().datetime({ offset: true }),
});
export type OfflineStep = z.infer<typeof offlineStepSchema>;

export const offlineStepsBodySchema = z.object({ steps: z.array(offlineStepSchema).min(1).max(200) });

/** What the server did with one uploaded step. */
export const offlineStepResultSchema = z.discriminatedUnion('result', [
  z.object({
    nonce: z.string(),
    result: z.literal('applied'),
    /** True when online rules would have refused it (outside the window, say): kept, marked forced with reason `offline`. */
    forced: z.boolean(),
    status: z.number().int(),
  }),
  /** This nonce was applied before (a retried upload): nothing new happened. */
  z.object({ nonce: z.string(), result: z.literal('duplicate'), status: z.number().int() }),
  /**
   * Another device changed the booking first: recorded, not applied. `status` is what the
   * booking became, `by` who made that change and `at` when.
   */
  z.object({
    nonce: z.string(),
    result: z.literal('conflict'),
    status: z.number().int().nullable(),
    by: z.string().nullable(),
    at: z.string().nullable(),
    message: z.string(),
  }),
]);
export type OfflineStepResult = z.infer<typeof offlineStepResultSchema>;

export const offlineStepsResponseSchema = z.object({ results: z.array(offlineStepResultSchema) });
export type OfflineStepsResponse = z.infer<typeof offlineStepsResponseSchema>;
