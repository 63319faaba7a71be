import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import type { Auth } from './auth';
import type { SessionReads } from './session-cache';
import type { StoredSession } from './session-store';

type AuthContext = Awaited<Auth['$context']>;

/** What the lookup decided: a session that needs nothing more, or "ask better-auth". */
export type SessionLookup = { session: StoredSession } | 'ask-better-auth';

const ASK: SessionLookup = 'ask-better-auth';

/**
 * better-auth's session check without the cost of its endpoint machinery (context, hooks,
 * a WebCrypto key import per request): the same signed cookie, verified the way better-call
 * signs it (HMAC-SHA256 of the token with the auth secret, base64), and the same session
 * store, read in one query of ours (session-store.ts, decision 0032; kept between calls on
 * PostgreSQL, decision 0065). It only ever answers the plain case
 * (a live session that better-auth would return unchanged); anything that would make
 * better-auth write a cookie or a row (refresh, expiry, stale cookies) or anything unusual
 * is left to `auth.api.getSession`. See docs/decisions/0011-session-lookup.md.
 */
export function createSessionLookup(auth: Auth, sessions: SessionReads) {
  let ready: Promise<{ context: AuthContext; key: KeyObject } | null> | null = null;

  async function prepare() {
    const context = await auth.$context;
    const { secret } = context;
    // Anything better-auth would handle differently from the plain case: always ask it.
    return typeof secret === 'string' && answersLikeGetSession(context.options)
      ? { context, key: createSecretKey(Buffer.from(secret, 'utf8')) }
      : null;
  }

  return async function lookUpSession(cookieHeader: string): Promise<SessionLookup> {
    ready ??= prepare();
    const prepared = await ready;
    if (!prepared) return ASK;
    const { context, key } = prepared;
    const cookies = context.authCookies;
    // Leftover cache or "don't remember me" cookies change what better-auth answers.
    if (cookieHeader.includes(cookies.sessionData.name)) return ASK;
    if (cookieHeader.includes(cookies.dontRememberToken.name)) return ASK;

    const token = verifiedToken(readCookie(cookieHeader, cookies.sessionToken.name), key);
    if (!token) return ASK;
    const found = await sessions.find(token);
    if (!found) return ASK;
    const { expiresIn, updateAge } = context.sessionConfig;
    const expiresAt = found.session.expiresAt.valueOf();
    // Expired (better-auth deletes it) or due for a refresh (better-auth extends it): ask.
    // Date.now(), not the app's clock: better-auth decides by it, and both must agree.
    if (expiresAt <= Date.now()) return ASK;
    if (expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now()) return ASK;
    return { session: found };
  };
}

/**
 * True when nothing in the auth options makes getSession answer differently from the plain
 * lookup: no cookie cache, secondary storage, deferred or disabled refresh, no global hooks,
 * and no plugin hook that could run on get-session. A plugin hook counts unless its matcher
 * says no to a get-session call (the two-factor plugin's matches only sign-in paths); a
 * matcher that fails on the probe counts too.
 */
export function answersLikeGetSession(options: BetterAuthOptions): boolean {
  return (
    !options.secondaryStorage &&
    !options.session?.cookieCache?.enabled &&
    !options.session?.deferSessionRefresh &&
    !options.session?.disableSessionRefresh &&
    !options.hooks?.before &&
    !options.hooks?.after &&
    !(options.plugins ?? []).some(hookMayRunOnGetSession)
  );
}

type Plugin = NonNullable<BetterAuthOptions['plugins']>[number];

const GET_SESSION_CALL = {
  path: '/get-session',
  method: 'GET',
  headers: new Headers(),
  query: {},
  body: undefined,
};

function hookMayRunOnGetSession(plugin: Plugin): boolean {
  const hooks = [...(plugin.hooks?.before ?? []), ...(plugin.hooks?.after ?? [])];
  return hooks.some((hook) => {
    try {
      return hook.matcher(GET_SESSION_CALL as unknown as Parameters<typeof hook.matcher>[0]) !== false;
    } catch {
      return true;
    }
  });
}

/** The value of the one cookie called `name`; null when absent, repeated or quoted. */
function readCookie(header: string, name: string): string | null {
  let value: string | null = null;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    if (value !== null) return null;
    value = pair.slice(equals + 1).trim();
  }
  if (!value || value.startsWith('"')) return null;
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return null;
  }
}

/** The session token if the cookie carries better-call's signature of it, else null. */
function verifiedToken(cookie: string | null, key: KeyObject): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const signature = Buffer.from(cookie.slice(dot + 1));
  if (signature.length !== 44) return null;
  const expected = Buffer.from(createHmac('sha256', key).update(token).digest('base64'));
  return timingSafeEqual(signature, expected) ? token : null;
}
