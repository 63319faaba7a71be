import type { Me } from '../../../shared/schemas/accounts';
import { fetchMe } from '../../lib/session';
import { isUnreachable } from '../../lib/unreachable';

// The staff site opens with no network (issue 25): the door's device then needs to know who
// is signed in without asking the server. The staff member the server last named is kept
// here, on the admin host only (lib/session.ts asks through answerSessionWith),
// and forgotten at sign-out or when a visitor account signs in.

const KEY = 'staffSignedIn';

export function rememberStaff(user: Me): void {
  localStorage.setItem(KEY, JSON.stringify(user));
}

export function forgetStaff(): void {
  localStorage.removeItem(KEY);
}

/** The staff member this device last saw signed in, or null. */
export function rememberedStaff(): Me | null {
  try {
    const user = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Me | null;
    return user && typeof user.id === 'string' && user.role !== 'visitor' ? user : null;
  } catch {
    return null;
  }
}

/**
 * How long the staff site waits for the session before opening with the remembered staff
 * member. Long enough that a slow server is never taken for none (the answer might be that
 * nobody is signed in any more); a dead network fails at once and does not wait for it.
 */
const OFFLINE_SESSION_WAIT_MS = 10_000;

/** The session from the server, or the remembered staff member when the server cannot be reached. */
export async function sessionOrRemembered(): Promise<Me | null> {
  const remembered = rememberedStaff();
  try {
    return await fetchMe(remembered ? { signal: AbortSignal.timeout(OFFLINE_SESSION_WAIT_MS) } : {});
  } catch (error) {
    if (remembered && isUnreachable(error)) return remembered;
    throw error;
  }
}
