import type { OfflineStep, Roster, RosterBooking } from '../../../../shared/schemas/door-offline';

// Today's roster as the door's device keeps it, and what it answers offline. Pure functions:
// door-device.ts keeps the roster in IndexedDB and memory and calls these.

/** The roster on the device: the server's last word, for the staff member it was given to. */
export interface KeptRoster {
  userId: string;
  date: string;
  slots: Roster['slots'];
  bookings: RosterBooking[];
  /** The server's time of the last answer: the next `since`, and "last synced" on the banner. */
  syncedAt: string;
}

/** A step taken offline, waiting to upload: `seq` (IndexedDB's key) keeps the order taken. */
export interface QueuedStep extends OfflineStep {
  seq?: number;
  userId: string;
}

/** The roster kept for this user and date, or null: another user's or another day's is not theirs. */
export function rosterFor(kept: KeptRoster | null, userId: string, today: string): KeptRoster | null {
  return kept && kept.userId === userId && kept.date === today ? kept : null;
}

/**
 * The kept roster after the server's answer: the whole day when the answer is complete (or
 * for another date), else the bookings that changed since replace their old copies and the
 * removed ones go.
 */
export function mergeRoster(kept: KeptRoster | null, answer: Roster, userId: string): KeptRoster {
  const base = { userId, date: answer.date, slots: answer.slots, syncedAt: answer.syncedAt };
  if (answer.complete || !kept || kept.userId !== userId || kept.date !== answer.date)
    return { ...base, bookings: answer.bookings };
  const changed = new Map(answer.bookings.map((booking) => [booking.id, booking]));
  const gone = new Set(answer.removed);
  const bookings = kept.bookings
    .filter((booking) => !gone.has(booking.id) && !changed.has(booking.id))
    .concat(answer.bookings);
  return { ...base, bookings };
}

/**
 * A booking as the door sees it: the roster's copy with the steps this device took and has not
 * uploaded yet applied in order, so a refresh from the server does not take them back.
 */
export function withWaitingSteps(booking: RosterBooking, queue: readonly QueuedStep[]): RosterBooking {
  const last = queue.filter((step) => step.bookingId === booking.id).at(-1);
  return last ? { ...booking, status: last.to, statusChangedAt: last.at } : booking;
}

export function findInRoster(
  roster: KeptRoster,
  id: string,
  queue: readonly QueuedStep[],
): RosterBooking | undefined {
  const booking = roster.bookings.find((candidate) => candidate.id === id);
  return booking && withWaitingSteps(booking, queue);
}

/** Mobile searches need this many digits, as on the server (door-search.ts). */
const MIN_MOBILE_DIGITS = 4;

/**
 * Today's bookings matching what was typed, as the server's search would, from what the
 * device keeps: part of a name, or mobile digits, matched by their last 4 (the device keeps
 * no more of a number). An exact booking id is looked up by id before this.
 */
export function searchRoster(
  roster: KeptRoster,
  text: string,
  queue: readonly QueuedStep[],
): RosterBooking[] {
  const digits = text.replace(/[\s()+-]/g, '');
  let matches: (booking: RosterBooking) => boolean;
  if (/^\d+$/.test(digits)) {
    if (digits.length < MIN_MOBILE_DIGITS) return [];
    const last4 = digits.slice(-MIN_MOBILE_DIGITS);
    matches = (booking) => booking.mobileLast4 === last4;
  } else {
    const part = text.trim().toLowerCase();
    matches = (booking) => booking.names.some((name) => name.toLowerCase().includes(part));
  }
  const starts = new Map(roster.slots.map((slot) => [slot.id, slot.startsAt]));
  return roster.bookings
    .filter(matches)
    .sort((a, b) => (starts.get(a.slotId) ?? '').localeCompare(starts.get(b.slotId) ?? ''))
    .map((booking) => withWaitingSteps(booking, queue));
}
