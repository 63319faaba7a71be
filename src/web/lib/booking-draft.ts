import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { SlotSeats } from '../../shared/rules/people-limits';
import { personSchema } from '../../shared/schemas/people';
import { type Slot, slotSchema } from '../../shared/schemas/slots';

const STORAGE_KEY = 'bookingDraft';

/** The chosen slot as the draft keeps it: the API's slot without its start instant. */
const draftSlotSchema = slotSchema.omit({ startsAt: true });
export type DraftSlot = z.infer<typeof draftSlotSchema>;

/** The slot to keep in the draft (zod drops the fields the draft does not store). */
export function draftSlotOf(slot: Slot): DraftSlot {
  return draftSlotSchema.parse(slot);
}

/**
 * The chosen slot's seats, as the people-limit rules count them: seats held for others are as
 * good as booked; the visitor's own hold is theirs to use.
 */
export function seatsOf(slot: DraftSlot): SlotSeats {
  return { label: slot.label, capacity: slot.available, booked: slot.booked + slot.held - slot.heldForYou };
}

const bookingDraftSchema = z.object({
  date: z.string().nullable(),
  slot: draftSlotSchema.nullable(),
  people: z.array(personSchema),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

const EMPTY_DRAFT: BookingDraft = { date: null, slot: null, people: [] };

/** What was saved, or an empty draft when nothing (or something unreadable) is stored. */
function readStored(): BookingDraft {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (!stored) return EMPTY_DRAFT;
    const parsed = bookingDraftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

let draft = readStored();
const listeners = new Set<() => void>();

// Another tab changed the draft: follow it, so two tabs never book from different drafts.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  draft = readStored();
  for (const listener of listeners) listener();
});

function save(next: BookingDraft): void {
  draft = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the draft still lives for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The booking in progress (date, slot, people), kept in localStorage across reloads. */
export function useBookingDraft(): BookingDraft {
  return useSyncExternalStore(subscribe, () => draft);
}

/** A new date (or none) makes the chosen slot meaningless, so it is cleared with it. */
export function setDraftDate(date: string | null): void {
  if (date === draft.date) return;
  save({ ...draft, date, slot: null });
}

export function setDraftSlot(slot: DraftSlot | null): void {
  save({ ...draft, slot });
}

export function setDraftPeople(people: BookingDraft['people']): void {
  save({ ...draft, people });
}

/** After a booking succeeds: forget the date, slot and people. */
export function clearDraft(): void {
  save(EMPTY_DRAFT);
}
