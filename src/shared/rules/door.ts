import { BOOKING_STATUS } from './booking-status';
import { indiaDateOf } from './india-clock';

/** What the door says about a scanned ticket. */
export const VERDICTS = [
  'valid',
  'too_early',
  'too_late',
  'wrong_day',
  'cancelled',
  'refused',
  'already_inside',
  'already_left',
  'unknown',
] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The colour a verdict shows in: go, look twice, stop. */
export function verdictTone(verdict: Verdict): 'green' | 'amber' | 'red' {
  if (verdict === 'valid') return 'green';
  if (verdict === 'already_inside' || verdict === 'too_early') return 'amber';
  return 'red';
}

export interface DoorBooking {
  status: number;
  /** The slot's India date, `YYYY-MM-DD`. */
  date: string;
  /** The slot's start and end instants (ISO text). */
  startsAt: string;
  endsAt: string;
}

/**
 * The entry window opens `earlyMinutes` before the slot starts and closes when the slot
 * ends: a visitor a little early for a 10:00 slot is let in at 09:40, one who arrives after
 * the slot has ended is not (their seat has been empty all along).
 */
export function entryWindow(booking: DoorBooking, earlyMinutes: number): { opens: Date; closes: Date } {
  return {
    opens: new Date(Date.parse(booking.startsAt) - earlyMinutes * 60_000),
    closes: new Date(booking.endsAt),
  };
}

export function doorVerdict(booking: DoorBooking | null, now: Date, earlyMinutes: number): Verdict {
  if (!booking) return 'unknown';
  switch (booking.status) {
    case BOOKING_STATUS.cancelled:
      return 'cancelled';
    case BOOKING_STATUS.refused:
      return 'refused';
    case BOOKING_STATUS.checkedIn:
      return 'already_inside';
    case BOOKING_STATUS.checkedOut:
      return 'already_left';
  }
  if (booking.date !== indiaDateOf(now)) return 'wrong_day';
  const { opens, closes } = entryWindow(booking, earlyMinutes);
  if (now < opens) return 'too_early';
  if (now >= closes) return 'too_late';
  return 'valid';
}

/** The steps staff may take, each a move between two statuses. */
export type DoorStep = 'validate' | 'refuse' | 'check_in' | 'check_out' | 'undo';

const { booked, validated, refused, checkedIn, checkedOut } = BOOKING_STATUS;

const STEPS: readonly { from: number; to: number; step: DoorStep }[] = [
  { from: booked, to: validated, step: 'validate' },
  { from: booked, to: refused, step: 'refuse' },
  { from: validated, to: refused, step: 'refuse' },
  { from: booked, to: checkedIn, step: 'check_in' },
  { from: validated, to: checkedIn, step: 'check_in' },
  { from: checkedIn, to: checkedOut, step: 'check_out' },
  // Mistakes, taken back within UNDO_MINUTES of the step they undo.
  { from: checkedIn, to: validated, step: 'undo' },
  { from: checkedOut, to: checkedIn, step: 'undo' },
  { from: refused, to: booked, step: 'undo' },
];

export const UNDO_MINUTES = 10;

/** The step that moves a booking from `from` to `to`, or null when no step does. */
export function doorStep(from: number, to: number): DoorStep | null {
  return STEPS.find((entry) => entry.from === from && entry.to === to)?.step ?? null;
}

/** Steps that let someone in, and so must fall within the entry window (or be forced). */
export function needsEntryWindow(step: DoorStep): boolean {
  return step === 'validate' || step === 'check_in';
}

/** The one next step the door offers for a status, if any. */
export function nextDoorStep(status: number): { step: DoorStep; to: number } | null {
  if (status === booked) return { step: 'validate', to: validated };
  if (status === validated) return { step: 'check_in', to: checkedIn };
  if (status === checkedIn) return { step: 'check_out', to: checkedOut };
  return null;
}
