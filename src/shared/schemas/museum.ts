import { z } from 'zod';
import { SCHEDULE_PROBLEMS, scheduleDayProblem } from '../rules/weekly-schedule';
import { isoDateSchema } from './slots';
import { readableText } from './typed-text';

// Running the museum (admins only): the weekly template, slot generation, the slot calendar
// with one slot's capacity or closing, and closed days.
// GET/PUT /api/admin/schedule, POST /api/admin/slots/generate, GET /api/admin/slots,
// PATCH /api/admin/slots/:id, GET /api/admin/slots/:id/bookings,
// GET/POST /api/admin/closures, DELETE /api/admin/closures/:date.

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_PROBLEMS.time);

export const scheduleDaySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  open: z.boolean(),
  firstStart: timeSchema,
  lastEntry: timeSchema,
  slotMinutes: z
    .number()
    .int(SCHEDULE_PROBLEMS.minutesWhole)
    .min(5, SCHEDULE_PROBLEMS.minutesMin)
    .max(240, SCHEDULE_PROBLEMS.minutesMax),
  capacity: z
    .number()
    .int(SCHEDULE_PROBLEMS.seatsWhole)
    .min(1, SCHEDULE_PROBLEMS.seatsMin)
    .max(10_000, SCHEDULE_PROBLEMS.seatsMax),
});

export const scheduleSchema = z.object({
  days: z
    .array(scheduleDaySchema)
    .length(7, 'the week has 7 days')
    .superRefine((days, context) => {
      const weekdays = new Set(days.map((day) => day.weekday));
      if (weekdays.size !== 7) context.addIssue({ code: 'custom', message: 'each weekday once, 0 to 6' });
      days.forEach((day, index) => {
        const problem = scheduleDayProblem(day);
        if (problem) context.addIssue({ code: 'custom', path: [index, 'lastEntry'], message: problem });
      });
    }),
});
export type Schedule = z.infer<typeof scheduleSchema>;

const MAX_GENERATE_DAYS = 366;
const MAX_CALENDAR_DAYS = 92;

const rangeCheck = (maxDays: number) => (range: { from: string; to: string }, context: z.RefinementCtx) => {
  if (range.from > range.to)
    context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  if (days > maxDays)
    context.addIssue({ code: 'custom', path: ['to'], message: `at most ${maxDays} days at a time` });
};

export const generateSlotsSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, dryRun: z.boolean().optional() })
  .superRefine(rangeCheck(MAX_GENERATE_DAYS));

export const generatedDaySchema = z.object({
  date: z.string(),
  /** The labels of the slots added (or that would be), by start. */
  added: z.array(z.string()),
});
export const skippedDaySchema = z.object({
  date: z.string(),
  why: z.enum(['last_tuesday', 'closed_weekday', 'closure']),
  /** The slots the day has already; they stay as they are. */
  existing: z.number(),
});
/** A day that has slots: the template's slots that overlap one of them are not added. */
export const overlappingDaySchema = z.object({
  date: z.string(),
  /** The labels of the template's slots left out, by start. */
  notAdded: z.array(z.string()),
  /** How many slots the day has (closed ones too). */
  existing: z.number(),
});
export const generateResultSchema = z.object({
  from: z.string(),
  to: z.string(),
  dryRun: z.boolean(),
  /** How many slots were (or would be) added in all. */
  added: z.number(),
  /** Days that get slots; a day whose slots all exist is left out. */
  days: z.array(generatedDaySchema),
  skipped: z.array(skippedDaySchema),
  overlapping: z.array(overlappingDaySchema),
});
export type GenerateResult = z.infer<typeof generateResultSchema>;

export const slotRangeQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine(rangeCheck(MAX_CALENDAR_DAYS));

export const adminSlotSchema = z.object({
  id: z.string(),
  label: z.string(),
  startsAt: z.string(),
  capacity: z.number(),
  booked: z.number(),
  /** Seats held while visitors verify their mobile number (none until holds exist). */
  held: z.number(),
  closed: z.boolean(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;

export const dayClosureSchema = z.object({
  /** `rule`: the last Tuesday of the month; `closure`: closed by an admin. */
  kind: z.enum(['rule', 'closure']),
  reason: z.string(),
});

export const calendarDaySchema = z.object({
  date: z.string(),
  closure: dayClosureSchema.nullable(),
  slots: z.array(adminSlotSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const slotCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(calendarDaySchema),
});
export type SlotCalendar = z.infer<typeof slotCalendarSchema>;

export const slotParamsSchema = z.object({ id: z.string().min(1).max(40) });

export const changeSlotSchema = z
  .object({
    capacity: z
      .number()
      .int(SCHEDULE_PROBLEMS.seatsWhole)
      .min(1, SCHEDULE_PROBLEMS.seatsMin)
      .max(10_000, SCHEDULE_PROBLEMS.seatsMax)
      .optional(),
    closed: z.boolean().optional(),
  })
  .refine(
    (body) => body.capacity !== undefined || body.closed !== undefined,
    'give capacity, closed or both',
  );

/** The live bookings of one slot, for an admin deciding about its capacity. */
export const slotBookingSchema = z.object({
  id: z.string(),
  people: z.number(),
  status: z.number(),
  names: z.array(z.string()),
  email: z.string(),
  mobile: z.string().nullable(),
});
export const slotBookingsSchema = z.object({
  slotId: z.string(),
  booked: z.number(),
  bookings: z.array(slotBookingSchema),
});
export type SlotBookings = z.infer<typeof slotBookingsSchema>;

/** 409 `capacity_below_booked`: the usual error, with the seats booked and where to see who. */
export const capacityBelowBookedSchema = z.object({
  error: z.object({
    code: z.literal('capacity_below_booked'),
    message: z.string(),
    booked: z.number(),
    bookingsUrl: z.string(),
  }),
});

/** 409 `capacity_below_held`: as above, with the seats held for visitors booking now and until when. */
export const capacityBelowHeldSchema = z.object({
  error: z.object({
    code: z.literal('capacity_below_held'),
    message: z.string(),
    booked: z.number(),
    held: z.number(),
    heldUntil: z.string(),
    bookingsUrl: z.string(),
  }),
});

export const closeDaySchema = z.object({
  date: isoDateSchema,
  /** True: nothing changes; the answer says what closing the day would cancel. */
  dryRun: z.boolean().optional(),
  // Mailed to every visitor of the day.
  reason: readableText(
    z
      .string({ error: 'a reason is required' })
      .trim()
      .min(3, 'say in a few words why the day closes')
      .max(300, 'at most 300 characters'),
    'The reason',
  ),
});

export const closureSchema = z.object({
  date: z.string(),
  kind: z.enum(['rule', 'closure']),
  reason: z.string(),
  /** Null for days closed by rule. */
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  cancelled: z.number(),
});
export type Closure = z.infer<typeof closureSchema>;

export const closuresQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['to'],
    message: 'must not be before from',
  });
export const closuresListSchema = z.object({ closures: z.array(closureSchema) });
export const closeDayResultSchema = z.object({
  date: z.string(),
  /** Bookings cancelled (or, on a dry run, that closing would cancel). */
  cancelled: z.number(),
  /** The people of those bookings. */
  people: z.number(),
  dryRun: z.boolean(),
});
export const closureParamsSchema = z.object({ date: isoDateSchema });
