import type { PlannedSlot } from './slot-schedule';

/** A slot a date already has, closed or not: its id and when it runs. */
export interface ExistingSlot {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

export interface NewSlotsOfDay {
  /** The template's slots the day gets. */
  add: PlannedSlot[];
  /** The template's slots left out because they overlap a slot the day has. */
  overlapping: PlannedSlot[];
}

const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

/**
 * Which of a date's template slots to add, given the slots the date has. Existing slots are
 * never touched, whatever the template now says; a planned slot that exists (same start) is
 * not added again, and one that overlaps any existing slot of the day (closed ones too) is left
 * out, so a changed slot length never puts slots between the old ones and seats for the same
 * hour are never offered twice. A slot that ends as another starts does not overlap it.
 */
export function newSlotsOfDay(planned: PlannedSlot[], existing: ExistingSlot[]): NewSlotsOfDay {
  const ids = new Set(existing.map((slot) => slot.id));
  const add: PlannedSlot[] = [];
  const overlapping: PlannedSlot[] = [];
  for (const slot of planned) {
    if (ids.has(slot.id)) continue;
    if (existing.some((other) => overlaps(slot, other))) overlapping.push(slot);
    else add.push(slot);
  }
  return { add, overlapping };
}

const slotsText = (count: number) => (count === 1 ? '1 slot' : `${count} slots`);

/** Why a day's template slots were left out: "4 slots not added: they overlap the day's 13 existing slots". */
export function notAddedText(notAdded: number, existing: number): string {
  const verb = notAdded === 1 ? 'it overlaps' : 'they overlap';
  const theirs = existing === 1 ? "the day's existing slot" : `the day's ${existing} existing slots`;
  return `${slotsText(notAdded)} not added: ${verb} ${theirs}`;
}
