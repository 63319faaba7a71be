import { z } from 'zod';
import { VERDICTS } from '../rules/door';
import { ticketPersonSchema, ticketSchema } from './bookings';
import { apiErrorSchema } from './errors';
import { isoDateSchema } from './slots';
import { readableText } from './typed-text';

// The staff side's door: GET /api/admin/bookings/:id, GET /api/admin/bookings?q=&date=,
// POST /api/admin/bookings/:id/status and GET /api/admin/day?date=.

export const verdictSchema = z.enum(VERDICTS);

/** One change of a booking's status, as the booking's history shows it. */
export const bookingEventSchema = z.object({
  from: z.number().nullable(),
  to: z.number(),
  at: z.string(),
  /** Who made the change: the visitor, a staff member, or null for the trust's own jobs. */
  by: z.object({ id: z.string(), email: z.string(), displayName: z.string().nullable() }).nullable(),
  reason: z.string().nullable(),
  /** True when staff let the visitor in outside the entry window. */
  forced: z.boolean(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/**
 * What the door records beside the ticket (issue 24): a walk-in party (no account, no people
 * rows: its size, and the names and nationality split staff gave), and how many of a party
 * came in when only some did.
 */
export const doorPartySchema = z.object({
  walkIn: z.boolean(),
  /** The party's size as booked (a walk-in has no `people` rows, only this). */
  partySize: z.number(),
  /** How many came in when fewer than `partySize` did; null: all of them, or not in yet. */
  admitted: z.number().nullable(),
  /** A walk-in's names as given; empty for booked parties (their people carry the names). */
  walkInNames: z.array(z.string()),
});

/** The ticket as staff see it: documents and mobile in full, its history and the verdict. */
export const doorBookingSchema = ticketSchema.extend({
  ...doorPartySchema.shape,
  endsAt: z.string(),
  /** When the entry window opens (DOOR_EARLY_MINUTES before the start): what `too_early` waits for. */
  entryOpensAt: z.string(),
  verdict: verdictSchema,
  events: z.array(bookingEventSchema),
});
export type DoorBooking = z.infer<typeof doorBookingSchema>;

/** 404 for an id that matches no booking: an error the door shows as the verdict `unknown`. */
export const doorUnknownSchema = apiErrorSchema.extend({ verdict: z.literal('unknown') });

export const doorSearchQuerySchema = z.object({
  /** A booking id, mobile digits or part of a visitor's name. */
  q: z.string().trim().max(100).default(''),
  /** India date; today when left out. */
  date: isoDateSchema.optional(),
});

/** A booking in a search answer or on the day sheet: enough to tell parties apart. */
export const doorBookingSummarySchema = z.object({
  id: z.string(),
  slotId: z.string(),
  slotLabel: z.string(),
  date: z.string(),
  status: z.number(),
  /** Null once erased (PURGE_AFTER_DAYS after the visit, or the account deleted). */
  mobile: z.string().nullable(),
  people: z.array(ticketPersonSchema),
  ...doorPartySchema.shape,
});
export type DoorBookingSummary = z.infer<typeof doorBookingSummarySchema>;

export const doorSearchResponseSchema = z.object({ bookings: z.array(doorBookingSummarySchema) });
export type DoorSearchResponse = z.infer<typeof doorSearchResponseSchema>;

export const REASON_MAX_LENGTH = 300;
export const reasonSchema = readableText(
  z.string().trim().min(1, 'Give a reason').max(REASON_MAX_LENGTH),
  'The reason',
);

/**
 * One step at the door. `from` is the status the device saw: when the booking has moved on
 * since (another device got there first) the step is refused with 409 `status_changed`.
 * `nonce`, chosen by the device per step, makes a retried request answer as the first one
 * did instead of being a second step.
 */
export const statusChangeSchema = z
  .object({
    to: z.number().int(),
    from: z.number().int(),
    reason: reasonSchema.optional(),
    force: z.boolean().optional(),
    nonce: z.string().trim().min(8).max(64).optional(),
    /** A check-in of part of the party: how many came in (1 … people); the rest are no-shows. */
    admitted: z.number().int().min(1).max(500).optional(),
  })
  .superRefine((change, context) => {
    if (change.force && !change.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give a reason to admit outside the window',
      });
    }
  });
export type StatusChange = z.input<typeof statusChangeSchema>;

export const dayQuerySchema = z.object({ date: isoDateSchema.optional() });

/** Counts of a slot (or the day) at the door. */
export const doorCountsSchema = z.object({
  capacity: z.number(),
  /** Seats taken by live bookings (the slot's booked count). */
  booked: z.number(),
  held: z.number(),
  /**
   * People by the status of their booking; `expected` have not come in yet, slot not over;
   * `inside` and `left` count the people who came in (the admitted part of a party).
   */
  expected: z.number(),
  validated: z.number(),
  inside: z.number(),
  left: z.number(),
  /**
   * People who did not come (rules/attendance.ts): a live booking's party once its slot has
   * ended, and the missing part of a party admitted in part.
   */
  noShows: z.number(),
  /** People of walk-in parties (they count in `inside` or `left` as well). */
  walkIns: z.number(),
});
export type DoorCounts = z.infer<typeof doorCountsSchema>;

export const daySheetSchema = z.object({
  date: z.string(),
  totals: doorCountsSchema,
  slots: z.array(
    doorCountsSchema.extend({
      id: z.string(),
      label: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      closed: z.boolean(),
      bookings: z.array(doorBookingSummarySchema),
    }),
  ),
});
export type DaySheet = z.infer<typeof daySheetSchema>;
