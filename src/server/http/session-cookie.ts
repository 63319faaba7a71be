/** better-auth's session cookie (accounts/auth.ts: prefix 'visitpass'; '__Secure-' on https). */
const SESSION_COOKIE = 'visitpass.session_token';

/**
 * Whether a Cookie header carries a session cookie at all: not whether the session is valid.
 * Calls without one have no session to look up, and their pages are laid out for a guest.
 */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes(SESSION_COOKIE) ?? false;
}
