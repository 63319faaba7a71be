import { isClosedDay } from './closed-days';
import { type IsoDate, indiaDateOf } from './india-clock';

/** The earliest start a slot may have to be offered now (the same-day lookahead). */
export function earliestBookableStart(now: Date, lookaheadMinutes: number): Date {
  return new Date(now.getTime() + lookaheadMinutes * 60_000);
}

/**
 * The last instant (ms) a slot starting at `startsAt` can still be booked: its start less the
 * same-day lookahead. Holds and offers never outlive it.
 */
export function lastBookableMoment(startsAt: string, lookaheadMinutes: number): number {
  return Date.parse(startsAt) - lookaheadMinutes * 60_000;
}

export interface SlotAvailability {
  date: IsoDate;
  startsAt: Date;
  capacity: number;
  booked: number;
}

/**
 * A slot is offered (to book, or to wait for when full) while it starts at least the
 * lookahead from now (India time decides "today") and is not on a closed day.
 */
export function isOffered(
  slot: Omit<SlotAvailability, 'capacity' | 'booked'>,
  now: Date,
  lookaheadMinutes: number,
) {
  return (
    slot.startsAt.getTime() >= earliestBookableStart(now, lookaheadMinutes).getTime() &&
    slot.date >= indiaDateOf(now) &&
    !isClosedDay(slot.date)
  );
}

/** A slot can be booked while it is offered and has a free seat. */
export function isBookable(slot: SlotAvailability, now: Date, lookaheadMinutes: number): boolean {
  return slot.booked < slot.capacity && isOffered(slot, now, lookaheadMinutes);
}
