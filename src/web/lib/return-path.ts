// Where a visitor goes back to after signing in: the page that asked for it (a ticket, a
// feedback form, the bookings with a cancel link). Only a path on this site is ever kept or
// followed, so a crafted value can never send anyone elsewhere (no open redirect).

const KEY = 'returnAfterSignIn';

/** The path, query and hash of `value` when it is a path on this site; null otherwise. */
export function safeReturnPath(value: unknown, origin = window.location.origin): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // '//host' and '/\host' are other sites to a browser; control characters hide such tricks.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // A sign-in link's own query must never come back (its token works once).
  if (url.searchParams.has('token')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Remembers the page shown now, for the mailed sign-in link to come back to. */
export function rememberReturnPath(path = `${window.location.pathname}${window.location.search}`): void {
  const safe = safeReturnPath(path);
  if (safe) localStorage.setItem(KEY, safe);
  else localStorage.removeItem(KEY);
}

/** The remembered page, once: it is forgotten as it is read. */
export function takeReturnPath(): string | null {
  const stored = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  return safeReturnPath(stored);
}
