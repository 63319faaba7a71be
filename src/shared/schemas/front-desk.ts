import { z } from 'zod';
import {
  bookingEventSchema,
  doorBookingSchema,
  doorSearchQuerySchema,
  doorSearchResponseSchema,
} from './door';
import { personSchema } from './people';
import { readableText } from './typed-text';

// The front desk: any booking found, its page and its changes.
// GET /api/admin/bookings?q=&page=, GET /api/admin/bookings/:id (with `log`),
// POST /api/admin/bookings/:id/move|cancel|resend, PATCH /api/admin/bookings/:id/people/:personId,
// POST /api/bookings/:id/move (the owner).

/** Results on one page of a search over every date. */
export const SEARCH_PAGE_SIZE = 50;

/** Without `date`: every date, newest visit first, `page` by page (from 1). */
export const bookingSearchQuerySchema = doorSearchQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** With `date`, the door's answer; without, one page and whether another follows. */
export const bookingSearchResponseSchema = doorSearchResponseSchema.extend({
  page: z.number().optional(),
  hasMore: z.boolean().optional(),
});
export type BookingSearchResponse = z.infer<typeof bookingSearchResponseSchema>;

/** Where a queued mail stands: sent, waiting for an attempt, given up, or kept in the local outbox. */
export const MAIL_STATES = ['delivered', 'pending', 'failed', 'local'] as const;

export const bookingMailSchema = z.object({
  subject: z.string(),
  /** When it was queued. */
  at: z.string(),
  sentAt: z.string().nullable(),
  state: z.enum(MAIL_STATES),
  attempts: z.number(),
});

/** An audit entry about the booking: a change with what it was and what it became. */
export const bookingChangeSchema = z.object({
  at: z.string(),
  action: z.string(),
  /** Who made it; null for the trust's own jobs. */
  by: z.object({ id: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;

export const bookingLogSchema = z.object({
  steps: z.array(bookingEventSchema),
  changes: z.array(bookingChangeSchema),
  mails: z.array(bookingMailSchema),
});
export type BookingLog = z.infer<typeof bookingLogSchema>;

/** The booking's page: the door's view plus its log, oldest first in each list. */
export const staffBookingSchema = doorBookingSchema.extend({ log: bookingLogSchema });
export type StaffBooking = z.infer<typeof staffBookingSchema>;

export const moveBookingSchema = z.object({ slotId: z.string().trim().min(1).max(40) });
export type MoveBooking = z.infer<typeof moveBookingSchema>;

export const staffCancelSchema = z.object({
  reason: readableText(z.string().trim().min(1, 'Give a reason').max(300), 'The reason'),
});

/** A person is named by their place on the booking, 0 for the first. */
export const personParamsSchema = z.object({
  id: z.string().min(1).max(100),
  personId: z.coerce.number().int().min(0).max(499),
});

/** A correction: the name, the document number or both, by the booking form's rules. */
export const personCorrectionSchema = z
  .object({
    name: personSchema.shape.name.optional(),
    documentNumber: personSchema.shape.documentNumber.optional(),
  })
  .refine((change) => change.name !== undefined || change.documentNumber !== undefined, {
    message: 'Give a name or a document number',
  });
export type PersonCorrection = z.infer<typeof personCorrectionSchema>;
