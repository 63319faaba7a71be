import { isClosedDay } from './closed-days';
import { type IsoDate, indiaInstant } from './india-clock';

export interface SlotSchedule {
  /** First slot's start, India wall-clock `HH:MM`. */
  firstSlotStart: string;
  /** Closing time, India wall-clock `HH:MM`. */
  closingTime: string;
  entryClosesMinutesBeforeClosing: number;
  slotMinutes: number;
  slotCapacity: number;
}

export interface PlannedSlot {
  /** The slot's start as India date-time text, e.g. `2026-11-22T09:30`. */
  id: string;
  date: IsoDate;
  label: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function clockText(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** `13:30` → `01:30 PM`, the spec's label style. */
export function twelveHourText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * The slots a date should have: from the first slot, every slot that starts before entry
 * closes; none at all on a closed day.
 */
export function plannedSlotsFor(date: IsoDate, schedule: SlotSchedule): PlannedSlot[] {
  if (isClosedDay(date)) return [];
  const entryCloses = minutesOf(schedule.closingTime) - schedule.entryClosesMinutesBeforeClosing;
  const slots: PlannedSlot[] = [];
  for (let start = minutesOf(schedule.firstSlotStart); start < entryCloses; start += schedule.slotMinutes) {
    const startText = clockText(start);
    const endText = clockText(start + schedule.slotMinutes);
    slots.push({
      id: `${date}T${startText}`,
      date,
      label: `${twelveHourText(startText)} - ${twelveHourText(endText)}`,
      startsAt: indiaInstant(date, startText),
      endsAt: indiaInstant(date, endText),
      capacity: schedule.slotCapacity,
    });
  }
  return slots;
}
