import { apiFetch } from '../../lib/api';
import { isUnreachable } from '../../lib/unreachable';

/** How long the door waits for a lookup before it counts as offline (and asks its roster). */
export const LOOKUP_TIMEOUT_MS = 2500;

/** The server could not be asked, or did not answer in time. */
export class DoorOfflineError extends Error {
  constructor() {
    super('offline');
  }
}

/**
 * A lookup at the door: a browser that knows it is offline is not asked to try, and a server
 * that does not answer within `timeoutMs` counts as unreachable, so staff learn it in seconds
 * rather than after the browser's own 20 s or more.
 */
export async function lookupFetch<T>(
  path: string,
  timeoutMs = LOOKUP_TIMEOUT_MS,
  init: RequestInit = {},
): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new DoorOfflineError();
  try {
    return await apiFetch<T>(path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw isUnreachable(error) ? new DoorOfflineError() : error;
  }
}
