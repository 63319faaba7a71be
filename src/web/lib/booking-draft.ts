import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { SlotSeats } from '../../../shared/rules/people-limits';
import { personSchema } from '../../../shared/schemas/people';

const STORAGE_KEY = 'bookingDraft';

const draftSlotSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The slot's capacity (the spec's "Available"). */
  available: z.number(),
  booked: z.number(),
});
export type DraftSlot = z.infer<typeof draftSlotSchema>;

/** The chosen slot's seats, as the people-limit rules count them. */
export function seatsOf(slot: DraftSlot): SlotSeats {
  return { label: slot.label, capacity: slot.available, booked: slot.booked };
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
  // Another tab changed the draft: follow it, so two tabs never book from different drafts.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    draft = readStored();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
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
