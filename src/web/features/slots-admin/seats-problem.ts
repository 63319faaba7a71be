import { changeSlotSchema } from '../../../shared/schemas/museum';

/**
 * What is wrong with the seats typed for a slot, checked with the API's own schema before it is
 * sent, as a sentence to show beside the field (the API would prefix its field name,
 * "capacity: …"); undefined when the number will do.
 */
export function seatsProblem(typed: string): string | undefined {
  if (typed.trim() === '') return 'Give the number of seats.';
  const checked = changeSlotSchema.safeParse({ capacity: Number(typed) });
  if (checked.success) return undefined;
  const message = checked.error.issues[0]?.message ?? 'this is not a number of seats';
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

/** A slot that has started can no longer be changed (the API refuses it too). */
export const hasStarted = (slot: { startsAt: string }, now: Date) =>
  Date.parse(slot.startsAt) <= now.getTime();
