import {
  type DoorStep,
  doorStep,
  doorVerdict,
  entryWindow,
  type Verdict,
} from '../../../../shared/rules/door';
import type { OfflineStepResult, Roster, RosterBooking } from '../../../../shared/schemas/door-offline';
import { t } from '../../../lib/staff-texts';
import { findInRoster, type KeptRoster, type QueuedStep } from './kept-roster';

// The door's decisions without the server: the verdict by the shared rules (rules/door.ts),
// the step to queue, and what the server's answers to an upload mean for the queue.

export type RosterSlot = Roster['slots'][number];

/** A roster booking with its verdict, as the offline door shows it. */
export interface OfflineDoorBooking {
  booking: RosterBooking;
  slot: RosterSlot | undefined;
  date: string;
  verdict: Verdict;
  /** When its entry window opens (what `too_early` waits for). */
  entryOpensAt: string | null;
  /** The steps this device took on it and has not uploaded: the last may be undone. */
  events: { from: number; to: number; at: string }[];
}

export function offlineDoorBooking(
  roster: KeptRoster,
  id: string,
  queue: readonly QueuedStep[],
  now: Date,
  earlyMinutes: number,
): OfflineDoorBooking | null {
  const booking = findInRoster(roster, id, queue);
  if (!booking) return null;
  const slot = roster.slots.find((candidate) => candidate.id === booking.slotId);
  const door = slot && {
    status: booking.status,
    date: roster.date,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
  };
  return {
    booking,
    slot,
    date: roster.date,
    verdict: door ? doorVerdict(door, now, earlyMinutes) : 'unknown',
    entryOpensAt: door ? entryWindow(door, earlyMinutes).opens.toISOString() : null,
    events: queue
      .filter((step) => step.bookingId === id)
      .map((step) => ({ from: step.from, to: step.to, at: step.at })),
  };
}

export interface StepRequest {
  to: number;
  reason?: string;
  force?: boolean;
  admitted?: number;
}

/** A step taken offline, with a nonce chosen here and the time it happened. */
export function offlineStep(
  booking: RosterBooking,
  request: StepRequest,
  userId: string,
  now: Date,
): QueuedStep {
  if (doorStep(booking.status, request.to) === null) throw new Error('No door step leads there');
  const { reason, force, admitted } = request;
  return {
    nonce: crypto.randomUUID(),
    bookingId: booking.id,
    from: booking.status,
    to: request.to,
    at: now.toISOString(),
    userId,
    ...(reason ? { reason } : {}),
    ...(force ? { force } : {}),
    ...(admitted ? { admitted } : {}),
  };
}

/** An uploaded step the server did not take: kept on screen until staff dismiss it. */
export interface DoorConflict {
  nonce: string;
  bookingId: string;
  /** Who the booking is for, as the roster named them. */
  names: string;
  step: DoorStep | null;
  /** When the step was taken on this device. */
  at: string;
  /** The server's words: what the booking became, who did it and when. */
  message: string;
}

function conflictOf(step: QueuedStep, message: string, roster: KeptRoster | null): DoorConflict {
  const booking = roster?.bookings.find((candidate) => candidate.id === step.bookingId);
  const names =
    booking?.names.join(', ') || (booking?.walkIn ? t('door.offline.aWalkIn') : t('door.offline.aBooking'));
  return {
    nonce: step.nonce,
    bookingId: step.bookingId,
    names,
    step: doorStep(step.from, step.to),
    at: step.at,
    message,
  };
}

/**
 * What an upload's answer means: applied and duplicate steps leave the queue, conflicts leave
 * it as conflicts to show; a step the answer does not mention stays queued for the next try.
 */
export function settleUpload(
  sent: readonly QueuedStep[],
  results: readonly OfflineStepResult[],
  roster: KeptRoster | null,
): { done: QueuedStep[]; conflicts: DoorConflict[] } {
  const byNonce = new Map(results.map((result) => [result.nonce, result]));
  const done: QueuedStep[] = [];
  const conflicts: DoorConflict[] = [];
  for (const step of sent) {
    const result = byNonce.get(step.nonce);
    if (!result) continue;
    done.push(step);
    if (result.result === 'conflict') conflicts.push(conflictOf(step, result.message, roster));
  }
  return { done, conflicts };
}

/**
 * The server refused a whole upload (a step too old, say): its steps cannot be sent again as
 * they are, so each becomes a conflict with the server's words rather than vanishing.
 */
export function refusedUpload(sent: readonly QueuedStep[], message: string, roster: KeptRoster | null) {
  return sent.map((step) => conflictOf(step, t('door.offline.notTaken', { message }), roster));
}
