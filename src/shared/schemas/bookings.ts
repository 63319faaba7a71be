import { z } from 'zod';
import { hasDuplicateDocumentNumbers } from '../rules/person';
import { texts } from '../texts';
import { GENDERS, NATIONALITIES, personSchema } from './people';

/** Far above any slot's capacity; only stops absurd payloads before the slot is read. */
const MAX_PEOPLE_IN_REQUEST = 500;

export const createBookingSchema = z
  .object({
    slotId: z.string({ error: texts.selectSlot }).trim().min(1, texts.selectSlot).max(40),
    people: z
      .array(personSchema, { error: texts.addPerson })
      .min(1, texts.addPerson)
      .max(MAX_PEOPLE_IN_REQUEST, texts.tooManyPeopleForSlot),
    verificationId: z
      .string({ error: texts.mobileVerificationRequired })
      .trim()
      .min(1, texts.mobileVerificationRequired)
      .max(64),
    /** The hold the visitor took for these seats (POST /api/holds), if any. */
    holdId: z.string().trim().max(100).optional(),
  })
  .superRefine((request, context) => {
    if (hasDuplicateDocumentNumbers(request.people))
      context.addIssue({ code: 'custom', message: texts.duplicateDocumentNumber });
  })
  .transform((request) => ({ ...request, holdId: request.holdId || undefined }));
export type CreateBookingRequest = z.input<typeof createBookingSchema>;

/** Any id is looked up; one that matches no booking is a 404 like an unknown one. */
export const bookingParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const ticketPersonSchema = z.object({
  name: z.string(),
  gender: z.enum(GENDERS),
  /** Only for the owner and staff (`detailsVisible`); null for anyone else, and once erased. */
  dob: z.string().nullable(),
  /** Whole years on the visit's date; kept when the date of birth is erased. */
  age: z.number(),
  child: z.boolean(),
  nationality: z.enum(NATIONALITIES),
  /**
   * Masked but for the last 4 characters unless `detailsVisible`; null once erased
   * (PURGE_AFTER_DAYS after the visit).
   */
  documentNumber: z.string().nullable(),
  documentLabel: z.enum(['ADHAAR', 'PASSPORT']),
});
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  slotId: z.string(),
  date: z.string(),
  slotLabel: z.string(),
  startsAt: z.string(),
  /** E.164; null unless the viewer owns the booking or is staff, and once erased. */
  mobile: z.string().nullable(),
  status: z.number(),
  bookedAt: z.string(),
  /** True when the viewer owns the booking (may cancel it and give feedback). */
  viewerIsOwner: z.boolean(),
  /** True when dates of birth, document numbers and mobile are shown in full (owner, staff). */
  detailsVisible: z.boolean(),
  people: z.array(ticketPersonSchema),
  /** Why the trust cancelled it (a closed day); null otherwise. */
  cancelReason: z.string().nullable().optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const bookingSummarySchema = z.object({
  id: z.string(),
  slotId: z.string(),
  date: z.string(),
  slotLabel: z.string(),
  startsAt: z.string(),
  bookedAt: z.string(),
  people: z.number(),
  status: z.number(),
  /** Why the trust cancelled it (a closed day); null otherwise. */
  cancelReason: z.string().nullable().optional(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingsListSchema = z.object({ bookings: z.array(bookingSummarySchema) });
export type BookingsList = z.infer<typeof bookingsListSchema>;
