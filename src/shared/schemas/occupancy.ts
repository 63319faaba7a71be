import { z } from 'zod';
import { isoDateSchema } from './slots';

// GET /api/admin/occupancy?date=: who is inside and who came, across the day's slots (issue 24).

export const occupancyQuerySchema = z.object({ date: isoDateSchema.optional() });

/** People of one slot by what became of them (rules/attendance.ts). */
export const slotOccupancySchema = z.object({
  id: z.string(),
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Booked or validated, the slot not over yet. */
  expected: z.number(),
  inside: z.number(),
  left: z.number(),
  noShows: z.number(),
  /** People of walk-in parties (counted in `inside` or `left` too). */
  walkIns: z.number(),
});

/** One India hour of the day: who came in, who left, and how many were inside at its end. */
export const occupancyHourSchema = z.object({
  /** `HH:00`, India time. */
  hour: z.string(),
  arrivals: z.number(),
  departures: z.number(),
  insideAtEnd: z.number(),
});

export const occupancySchema = z.object({
  date: z.string(),
  /** People checked in and not out yet, whichever slot they came for (early ones too). */
  insideNow: z.number(),
  /** People who came in on the day: inside now, or in and out again. */
  admittedToday: z.number(),
  /** People of walk-in parties among those. */
  walkIns: z.number(),
  noShows: z.number(),
  slots: z.array(slotOccupancySchema),
  /** From the first slot's hour to the last's (and any later arrival), in order. */
  hours: z.array(occupancyHourSchema),
});
export type Occupancy = z.infer<typeof occupancySchema>;
export type OccupancyHour = z.infer<typeof occupancyHourSchema>;
