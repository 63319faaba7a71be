import { useEffect, useSyncExternalStore } from 'react';
import type { SlotSeats } from '../../shared/rules/people-limits';
import type { Person } from '../../shared/schemas/people';
import type { Slot } from '../../shared/schemas/slots';
import { useSession } from './session';

const STORAGE_KEY = 'bookingDraft';

/** The chosen slot as the draft keeps it: the API's slot without its start instant (and, chosen, never full). */
export type DraftSlot = Omit<Slot, 'startsAt' | 'full'>;

/** The chosen slot to keep in the draft: only the fields the draft stores. */
export function draftSlotOf(slot: Slot): DraftSlot {
  const { id, label, available, booked, held, heldForYou } = slot;
  return { id, label, available, booked, held, heldForYou };
}

/**
 * The chosen slot's seats, as the people-limit rules count them: seats held for others are as
 * good as booked; the visitor's own hold is theirs to use.
 */
export function seatsOf(slot: DraftSlot): SlotSeats {
  return { label: slot.label, capacity: slot.available, booked: slot.booked + slot.held - slot.heldForYou };
}

/**
 * The SMS check under way: the number it is for and the challenge's id, so a reload (the
 * phone's SMS app often reloads the tab) shows the same keyword instead of making a new one.
 */
export interface DraftVerification {
  isoCode: string;
  countryCode: string;
  mobile: string;
  id: string;
}

export interface BookingDraft {
  /** The account the people and the SMS check belong to; null while signed out. */
  owner: string | null;
  date: string | null;
  slot: DraftSlot | null;
  people: Person[];
  verification: DraftVerification | null;
}

const EMPTY_DRAFT: BookingDraft = { owner: null, date: null, slot: null, people: [], verification: null };

const isString = (value: unknown): value is string => typeof value === 'string';
const hasStrings = (value: unknown, keys: string[]): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  keys.every((key) => isString((value as Record<string, unknown>)[key]));

/**
 * A stored draft checked field by field (by hand, not zod, which the first load does without):
 * anything of another shape, say from an older version of the app, is dropped. The people are
 * checked in full again by the server when the booking is sent.
 */
function draftFrom(stored: unknown): BookingDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { owner = null, date, slot, people, verification = null } = stored as Record<string, unknown>;
  const slotOk =
    slot === null ||
    (hasStrings(slot, ['id', 'label']) &&
      ['available', 'booked'].every((key) => typeof (slot as Record<string, unknown>)[key] === 'number'));
  const personKeys = ['name', 'gender', 'dob', 'nationality', 'documentNumber'];
  if (
    !(owner === null || isString(owner)) ||
    !(date === null || isString(date)) ||
    !slotOk ||
    !Array.isArray(people) ||
    !people.every((person) => hasStrings(person, personKeys)) ||
    !(verification === null || hasStrings(verification, ['isoCode', 'countryCode', 'mobile', 'id']))
  ) {
    return null;
  }
  const draftSlot = slot as (DraftSlot & Partial<Pick<DraftSlot, 'held' | 'heldForYou'>>) | null;
  return {
    owner,
    date,
    slot: draftSlot && { ...draftSlot, held: draftSlot.held ?? 0, heldForYou: draftSlot.heldForYou ?? 0 },
    people: people as Person[],
    verification: verification as DraftVerification | null,
  };
}

/** What was saved, or an empty draft when nothing (or something unreadable) is stored. */
function readStored(): BookingDraft {
  if (typeof window === 'undefined') return EMPTY_DRAFT; // the build's prerender
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (!stored) return EMPTY_DRAFT;
    return draftFrom(JSON.parse(stored)) ?? EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

let draft = readStored();
const listeners = new Set<() => void>();

// Another tab changed the draft: follow it, so two tabs never book from different drafts.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    draft = readStored();
    for (const listener of listeners) listener();
  });
}

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

/**
 * Makes the draft the given account's. People and an SMS check are one account's: when the
 * account changes (sign-out, an expired session, someone else signing in) they are dropped,
 * never shown to the next one. A guest's date and slot carry over into the sign-in.
 */
function takeOwnership(owner: string | null): void {
  if (draft.owner === owner) return;
  const fromGuest = draft.owner === null;
  save({
    ...EMPTY_DRAFT,
    owner,
    date: fromGuest ? draft.date : null,
    slot: fromGuest ? draft.slot : null,
  });
}

/** The draft as the given account may see it: another account's people never show. */
function visibleTo(current: BookingDraft, owner: string | null | undefined): BookingDraft {
  if (current.owner === null || current.owner === owner) return current;
  return { ...current, people: [], verification: null };
}

/**
 * The booking in progress (date, slot, people, the SMS check), kept in localStorage across
 * reloads and belonging to the signed-in account.
 */
export function useBookingDraft(): BookingDraft {
  const { user } = useSession();
  // The prerendered page was made with no draft: hydration starts from that, then shows the stored one.
  const current = useSyncExternalStore(
    subscribe,
    () => draft,
    () => EMPTY_DRAFT,
  );
  return visibleTo(current, user === undefined ? undefined : (user?.id ?? null));
}

/**
 * Only the draft's date, for the calendar: picking a slot or adding a person changes the draft,
 * and re-drawing the calendar each time made those taps' answers 50–100 ms slower on a phone 8×
 * slower than the development machine (bench/interactions.ts). The date is the same for every
 * account, so nothing here needs the session.
 */
export function useDraftDate(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => draft.date,
    () => EMPTY_DRAFT.date,
  );
}

/**
 * Hands the draft to whoever is signed in, on every page (the root layout calls it): the
 * people and the SMS check of a previous account are dropped as soon as the session says
 * someone else (or nobody) is signed in, even on a page that shows no booking step.
 */
export function useBookingDraftOwner(): void {
  const { user } = useSession();
  const owner = user === undefined ? undefined : (user?.id ?? null);
  useEffect(() => {
    // Only once the session is known: while it loads, nothing is dropped.
    if (owner !== undefined) takeOwnership(owner);
  }, [owner]);
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

export function setDraftVerification(verification: DraftVerification | null): void {
  save({ ...draft, verification });
}

/** After a booking succeeds: forget the date, slot, people and SMS check. */
export function clearDraft(): void {
  save({ ...EMPTY_DRAFT, owner: draft.owner });
}

/** On sign-out: nothing of the account's booking stays in this browser. */
export function forgetDraft(): void {
  save(EMPTY_DRAFT);
}
