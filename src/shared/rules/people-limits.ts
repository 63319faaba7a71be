/** The visitor site's message lookup (web/lib/i18n.ts), handed in so that rules stay shared. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What the people rules need to know about the chosen slot. */
export interface SlotSeats {
  label: string;
  /** The slot's capacity (the spec's "Available"). */
  capacity: number;
  booked: number;
}

/**
 * Checks a booking's people against its slot before it is sent; the spec's message for the
 * first rule broken, or null. The server checks the same again against the slot as it is then.
 */
export function bookingPeopleProblem(
  t: Translate,
  slot: SlotSeats | null | undefined,
  peopleCount: number,
): string | null {
  if (!slot) return t('selectSlot');
  if (peopleCount < 1) return t('addPerson');
  if (peopleCount > slot.capacity) return t('maxPeopleExceeded', { slot: slot.label });
  if (peopleCount + slot.booked > slot.capacity) return t('maxPeopleExceededRemove', { slot: slot.label });
  return null;
}

/**
 * Adding one more person: refused with the spec's message once the list holds every seat
 * still free (and so never more than the slot's capacity).
 */
export function addPersonProblem(t: Translate, slot: SlotSeats, peopleCount: number): string | null {
  return peopleCount >= slot.capacity || seatsLeft(slot, peopleCount) < 1
    ? t('perBookingLimitExceeded')
    : null;
}

/** Seats still free once the people on the form are counted ('Add More People' while > 0). */
export function seatsLeft(slot: SlotSeats, peopleCount: number): number {
  return Math.max(slot.capacity - slot.booked - peopleCount, 0);
}
