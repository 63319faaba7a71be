import { useSyncExternalStore } from 'react';
import { indiaDateOf } from '../../../../shared/rules/india-clock';
import { HttpError } from '../../../lib/api';
import { DoorOfflineError } from '../door-fetch';
import { clearStores, readAll, readOne, remove, write } from './door-db';
import { findInRoster, type KeptRoster, mergeRoster, type QueuedStep, rosterFor } from './kept-roster';
import {
  type DoorConflict,
  offlineStep,
  refusedUpload,
  type StepRequest,
  settleUpload,
} from './offline-door';
import { getRoster, postSteps } from './roster-api';

// The door's device (issue 25): today's roster kept in IndexedDB and memory, the steps taken
// offline, and the conflicts the server reported. One per page, outside React, so that it keeps
// syncing while staff look at another staff page; the door page reads it with useDoorDevice().

export interface DoorDeviceState {
  userId: string | null;
  /** Whether the door asks the server (true) or decides from the roster (false). */
  online: boolean;
  roster: KeptRoster | null;
  /** Steps taken offline, oldest first, not yet taken by the server. */
  queue: QueuedStep[];
  conflicts: DoorConflict[];
  /** The server refused this device's staff member (signed out, or no longer staff): all wiped. */
  accessLost: boolean;
}

const EMPTY: DoorDeviceState = {
  userId: null,
  online: true,
  roster: null,
  queue: [],
  conflicts: [],
  accessLost: false,
};

/** While online the roster is read again this often (the issue asks at least every minute). */
const REFRESH_MS = 30_000;
/** While offline the server is tried this often, so the door goes back online by itself. */
const PROBE_MS = 5_000;
/** Steps per upload: the API takes up to 200. */
const BATCH = 50;

let state = EMPTY;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let lastTry = 0;
let running: Promise<void> | null = null;
let again = false;

function update(patch: Partial<DoorDeviceState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function doorDevice(): DoorDeviceState {
  return state;
}

export function useDoorDevice(): DoorDeviceState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

const goOnline = () => {
  update({ online: true });
  void syncDoorDevice();
};
const goOffline = () => update({ online: false });

/**
 * Starts the device for the signed-in staff member: what IndexedDB holds for them (another
 * user's roster, steps and conflicts are wiped; another day's roster too), then a sync.
 */
export async function startDoorDevice(userId: string): Promise<void> {
  if (state.userId === userId) return;
  state = { ...EMPTY, userId, online: navigator.onLine };
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  clearInterval(timer);
  timer = setInterval(tick, 1000);
  try {
    const [kept, queue, conflicts] = await Promise.all([
      readOne<KeptRoster>('roster', 'today'),
      readAll<QueuedStep>('steps'),
      readAll<DoorConflict>('conflicts'),
    ]);
    if (state.userId !== userId) return;
    const someoneElse = (kept && kept.userId !== userId) || queue.some((step) => step.userId !== userId);
    if (someoneElse) await clearStores();
    update({
      roster: someoneElse ? null : rosterFor(kept ?? null, userId, indiaDateOf(new Date())),
      queue: someoneElse ? [] : queue,
      conflicts: someoneElse ? [] : conflicts,
    });
  } catch {
    // No IndexedDB here (a private window may refuse it): the door has no roster to fall back on.
  }
  void syncDoorDevice();
}

function stopSyncing(): void {
  clearInterval(timer);
  timer = undefined;
  window.removeEventListener('online', goOnline);
  window.removeEventListener('offline', goOffline);
}

/**
 * An admin owes the second factor: the staff site asks for it, and the device waits, keeping
 * what it holds, until the door page starts it again.
 */
function pause(): void {
  stopSyncing();
  update({ userId: null });
}

/** Leaves nothing behind: at sign-out, for a visitor account, and when the server refuses. */
export async function forgetDoorDevice(): Promise<void> {
  stopSyncing();
  state = { ...EMPTY, accessLost: state.accessLost };
  for (const listener of listeners) listener();
  await clearStores().catch(() => undefined);
}

function tick(): void {
  const { roster } = state;
  if (state.online && !navigator.onLine) update({ online: false });
  // After midnight the day's roster is no use: it goes, and the next sync brings the new day's.
  if (roster && roster.date !== indiaDateOf(new Date())) {
    update({ roster: null });
    void remove('roster', 'today');
  }
  if (Date.now() - lastTry >= (state.online ? REFRESH_MS : PROBE_MS)) void syncDoorDevice();
}

/** A lookup found the server unreachable: the door decides from the roster until it answers. */
export function markDoorOffline(): void {
  if (state.online) update({ online: false });
}

/**
 * Uploads the waiting steps, then reads what changed in the roster. One run at a time; asked
 * during a run (a step was just taken), it runs once more after.
 */
export function syncDoorDevice(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = runSync().finally(() => {
    running = null;
    if (again) {
      again = false;
      void syncDoorDevice();
    }
  });
  return running;
}

async function runSync(): Promise<void> {
  const { userId } = state;
  if (!userId) return;
  lastTry = Date.now();
  try {
    await uploadSteps();
    const answer = await getRoster(state.roster?.syncedAt);
    if (state.userId !== userId) return;
    const roster = mergeRoster(state.roster, answer, userId);
    const slot = answer.slots[0];
    if (slot) learnEarlyMinutes(slot);
    update({ roster, online: true });
    // Kept for a reload offline; without IndexedDB it still serves this page.
    await write('roster', roster, 'today').catch(() => undefined);
  } catch (error) {
    if (error instanceof DoorOfflineError) update({ online: false });
    else if (refusesThisUser(error)) await loseAccess();
    else if (error instanceof HttpError && error.code === 'two_factor_required') pause();
    // Anything else (a 500) is tried again at the next refresh.
  }
}

/** 401: the session is gone; 403: no longer staff. A second factor owed is not a revocation. */
function refusesThisUser(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    (error.status === 401 || (error.status === 403 && error.code !== 'two_factor_required'))
  );
}

async function loseAccess(): Promise<void> {
  update({ accessLost: true });
  await forgetDoorDevice();
}

async function uploadSteps(): Promise<void> {
  let size = BATCH;
  while (state.queue.length > 0) {
    const batch = state.queue.slice(0, size);
    let outcome: ReturnType<typeof settleUpload>;
    try {
      outcome = settleUpload(batch, (await postSteps(batch)).results, state.roster);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 400)) throw error;
      // The server refuses a whole upload for one bad step (its time off, say): one by one
      // then, so that only that step is set aside, as a conflict in the server's words.
      if (batch.length > 1) {
        size = 1;
        continue;
      }
      outcome = { done: batch, conflicts: refusedUpload(batch, error.message, state.roster) };
    }
    update({ online: true });
    if (outcome.done.length === 0) return; // nothing answered for: the next sync tries again
    await Promise.all([
      ...outcome.done.map((step) => remove('steps', step.seq as number)),
      ...outcome.conflicts.map((conflict) => write('conflicts', conflict)),
    ]);
    const done = new Set(outcome.done.map((step) => step.nonce));
    update({
      queue: state.queue.filter((step) => !done.has(step.nonce)),
      conflicts: [...state.conflicts, ...outcome.conflicts],
    });
  }
}

/** A step taken with no server: applied to the roster on screen and queued with its time. */
export async function takeOfflineStep(bookingId: string, request: StepRequest): Promise<void> {
  const { roster, userId } = state;
  const booking = roster && findInRoster(roster, bookingId, state.queue);
  if (!booking || !userId) throw new Error('This booking is not on the device’s list');
  const step = offlineStep(booking, request, userId, new Date());
  const seq = await write('steps', step);
  update({ queue: [...state.queue, { ...step, seq: seq as number }] });
  // Taken on a roster shown just before the network came back: it goes up at once.
  if (state.online) void syncDoorDevice();
}

export async function dismissConflict(nonce: string): Promise<void> {
  await remove('conflicts', nonce);
  update({ conflicts: state.conflicts.filter((conflict) => conflict.nonce !== nonce) });
}

const EARLY_MINUTES_KEY = 'doorEarlyMinutes';
/** The server's default DOOR_EARLY_MINUTES, until the door has seen what this server uses. */
const DEFAULT_EARLY_MINUTES = 30;

/**
 * How early the entry window opens: each roster slot and each booking the server shows the
 * door carry it (their entryOpensAt), so the device remembers it from the last one.
 */
export function learnEarlyMinutes(booking: { startsAt: string; entryOpensAt: string }): void {
  const minutes = Math.round((Date.parse(booking.startsAt) - Date.parse(booking.entryOpensAt)) / 60_000);
  if (Number.isFinite(minutes) && minutes >= 0) localStorage.setItem(EARLY_MINUTES_KEY, String(minutes));
}

export function earlyMinutes(): number {
  const kept = Number(localStorage.getItem(EARLY_MINUTES_KEY));
  return localStorage.getItem(EARLY_MINUTES_KEY) !== null && Number.isFinite(kept)
    ? kept
    : DEFAULT_EARLY_MINUTES;
}
