import { z } from 'zod';
import { AGE_BANDS } from '../rules/age-bands';
import { daysBetween } from '../rules/india-clock';
import { isoDateSchema } from './slots';

// Reports and exports for admins: GET /api/admin/reports, GET /api/admin/reports/feedback,
// GET /api/admin/exports/{bookings,visitors,feedback}.csv. Ranges are India visit dates,
// both ends included.

/** A year and a day: a leap year's reports fit in one range. */
export const MAX_RANGE_DAYS = 366;

export const reportRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.from <= range.to, { message: 'from: must not be after to', path: ['from'] })
  .refine((range) => daysBetween(range.from, range.to) < MAX_RANGE_DAYS, {
    message: `to: a range holds at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

export const dayFigureSchema = z.object({
  date: z.string(),
  /** Seats of the day's open slots. */
  capacity: z.number(),
  /** Seats held by live bookings (not cancelled, not refused; a party admitted in part, its admitted part). */
  booked: z.number(),
  /** People who came in (checked in or out): the admitted part of a party, walk-ins included. */
  visited: z.number(),
  /** People of walk-in parties (counted in `booked` and `visited` too). */
  walkIns: z.number(),
});
export type DayFigure = z.infer<typeof dayFigureSchema>;

export const outcomesSchema = z.object({
  /** Every booking of the range, cancelled ones too. */
  bookings: z.number(),
  cancelled: z.number(),
  refused: z.number(),
  /** Checked in, or in and out again. */
  checkedIn: z.number(),
  /**
   * No-shows (rules/attendance.ts, the day sheet's definition): booked or validated, and
   * their slot has ended without a check-in.
   */
  noShow: z.number(),
  /** People who did not come: the no-shows' parties and the missing part of parties admitted in part. */
  noShowPeople: z.number(),
  /** Booked or validated for a slot not ended yet: not yet an outcome. */
  upcoming: z.number(),
  /** checkedIn / (checkedIn + noShow), 0 to 1; null when no slot of the range is over. */
  checkedInRate: z.number().nullable(),
  noShowRate: z.number().nullable(),
});
export type Outcomes = z.infer<typeof outcomesSchema>;

export const busySlotSchema = z.object({
  slotId: z.string(),
  date: z.string(),
  label: z.string(),
  capacity: z.number(),
  booked: z.number(),
});
export type BusySlot = z.infer<typeof busySlotSchema>;

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The India date the outcomes were counted on: days before it are over. */
  today: z.string(),
  days: z.array(dayFigureSchema),
  outcomes: outcomesSchema,
  /** At most ten slots, most people first. */
  busiestSlots: z.array(busySlotSchema),
  /** People by nationality (`IN` or `OTHER`), in bookings that hold seats, walk-ins' counts added. */
  nationalities: z.array(z.object({ nationality: z.string(), people: z.number() })),
  /** People by age on the visit day; `unknown` once a date of birth is erased. */
  ageBands: z.array(z.object({ band: z.enum(AGE_BANDS), people: z.number() })),
  /** Bookings by how many people they hold. */
  groupSizes: z.array(z.object({ size: z.number(), bookings: z.number() })),
});
export type Report = z.infer<typeof reportSchema>;

export const FEEDBACK_QUESTIONS = [
  { key: 'knowsSriSathyaSai', question: 'Knows about Bhagawan Sri Sathya Sai Baba' },
  { key: 'visitedAshramBefore', question: 'Visited Brindavan Ashram before' },
  { key: 'connectedWithOrganisations', question: 'Connected with a Sri Sathya Sai organisation' },
  { key: 'usesCompanionApp', question: 'Uses the companion app' },
] as const;

export const feedbackReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Feedback forms of bookings visiting in the range. */
  responses: z.number(),
  questions: z.array(z.object({ key: z.string(), question: z.string(), yes: z.number(), no: z.number() })),
  /** Where visitors came from, most first. */
  countries: z.array(z.object({ country: z.string(), name: z.string(), responses: z.number() })),
  /** The free-text experiences, by visit date then submission. */
  experiences: z.array(
    z.object({
      bookingId: z.string(),
      date: z.string(),
      slotLabel: z.string(),
      submittedAt: z.string(),
      text: z.string(),
    }),
  ),
});
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;

export const exportKindSchema = z.enum(['bookings', 'visitors', 'feedback']);
export type ExportKind = z.infer<typeof exportKindSchema>;
