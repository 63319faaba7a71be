import { SCHEDULE_PROBLEMS } from '../../../shared/rules/weekly-schedule';
import { changeSlotSchema } from '../../../shared/schemas/museum';
import { msg, t } from '../../lib/staff-texts';

// The schema's problems with a number of seats (in the API's English), as sentences of the
// staff catalog.
const SEATS_PROBLEMS: Record<string, string> = {
  [SCHEDULE_PROBLEMS.seatsWhole]: msg('slotsAdmin.seats.whole'),
  [SCHEDULE_PROBLEMS.seatsMin]: msg('slotsAdmin.seats.min'),
  [SCHEDULE_PROBLEMS.seatsMax]: msg('slotsAdmin.seats.max'),
};

/**
 * What is wrong with the seats typed for a slot, checked with the API's own schema before it is
 * sent, as a sentence to show beside the field (the API would prefix its field name,
 * "capacity: …"); undefined when the number will do.
 */
export function seatsProblem(typed: string): string | undefined {
  if (typed.trim() === '') return t('slotsAdmin.seats.missing');
  const checked = changeSlotSchema.safeParse({ capacity: Number(typed) });
  if (checked.success) return undefined;
  const key = SEATS_PROBLEMS[checked.error.issues[0]?.message ?? ''];
  return key ? t(key) : t('slotsAdmin.seats.notANumber');
}

/** A slot that has started can no longer be changed (the API refuses it too). */
export const hasStarted = (slot: { startsAt: string }, now: Date) =>
  Date.parse(slot.startsAt) <= now.getTime();
