import { apiFetch } from '../../lib/api';

/** How long the door waits for a lookup before saying it is offline. */
export const LOOKUP_TIMEOUT_MS = 3000;

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
export async function lookupFetch<T>(path: string, timeoutMs = LOOKUP_TIMEOUT_MS): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new DoorOfflineError();
  try {
    return await apiFetch<T>(path, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // fetch rejects with a TypeError when the network fails, and with the signal's reason
    // (a TimeoutError) when the time runs out; a refusal from the server is an HttpError.
    const unreachable =
      error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
    throw unreachable ? new DoorOfflineError() : error;
  }
}
