import type { Me } from '../../../shared/schemas/accounts';

// The staff site opens with no network (issue 25): the door's device then needs to know who
// is signed in without asking the server. The staff member the server last named is kept
// here, on the admin host only (lib/session.ts asks for them through answerSessionOffline),
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
