import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CurrentUser, type Role, requireUser } from '../http/current-user';
import { errorResponses } from '../http/route-schemas';
import { carriesSessionCookie } from '../http/session-cookie';
import type { Auth } from './auth';
import type { SessionReads } from './session-cache';
import { createSessionLookup } from './session-lookup';

export function nodeToWebHeaders(headers: IncomingHttpHeaders): Headers {
  const web = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) web.append(name, item);
    else if (value !== undefined) web.set(name, value);
  }
  return web;
}

const ROLES = new Set<Role>(['visitor', 'staff', 'admin']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** better-auth's own endpoints read (and may clear) the session themselves. */
    ownSession?: true;
    /** The call may change an account or a session (a name, a role, the account itself). */
    changesAccount?: true;
  }
}

/** How signed-in calls were resolved since start: the fast path, or better-auth's getSession. */
export interface SessionPaths {
  direct: number;
  betterAuth: number;
}

/**
 * Resolves `request.currentUser` from the session cookie, as an onRequest hook of the /api
 * scope. Calls without one (most public reads) cost no database work. Every signed-in call
 * reads its session (on PostgreSQL kept between calls: session-cache.ts, decision 0065); the
 * plain case is read directly (session-lookup.ts, decision 0011), everything else goes
 * through better-auth's getSession, whose refreshed or
 * cleared cookie is passed on. `paths` counts which way each call went (a tripwire test
 * checks that signed-in calls keep taking the fast path). Routes marked `signedIn` refuse a
 * guest here, before their input is read.
 */
export function createSessionResolver(auth: Auth, sessions: SessionReads) {
  const lookUpSession = createSessionLookup(auth, sessions);
  const paths: SessionPaths = { direct: 0, betterAuth: 0 };

  async function resolveUser(request: FastifyRequest, reply: FastifyReply, cookie: string): Promise<void> {
    const lookup = await lookUpSession(cookie);
    let found: { session: { id: string }; user: Parameters<typeof toCurrentUser>[0] } | null;
    if (lookup === 'ask-better-auth') {
      paths.betterAuth++;
      found = await sessionFromBetterAuth(auth, request, reply);
    } else {
      paths.direct++;
      found = lookup.session;
    }
    if (!found) return;
    request.currentUser = toCurrentUser(found.user);
    request.currentSessionId = found.session.id;
  }

  /**
   * The hook itself. Without a session cookie to look up (most public reads) it decides at
   * once and calls `done`, with no promise made; otherwise it returns the lookup's promise.
   * Fastify waits for whichever it gets (never both).
   */
  function resolve(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ): Promise<void> | undefined {
    const route = request.routeOptions.config;
    const cookie = request.headers.cookie;
    if (!route.ownSession && cookie && carriesSessionCookie(cookie)) {
      return resolveUser(request, reply, cookie).then(() => {
        if (route.signedIn) requireUser(request);
      });
    }
    try {
      if (route.signedIn) requireUser(request);
    } catch (error) {
      return void done(error as Error);
    }
    done();
  }

  /**
   * An onSend hook: a call that may have changed a session or an account (better-auth's
   * endpoints, `changesAccount` routes) answers once this instance has heard of the change,
   * so the caller's next call never finds the session as it was (session-cache.ts).
   */
  function answerOnceChangeHeard(
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload: unknown) => void,
  ): void {
    const route = request.routeOptions.config;
    if (!(route.ownSession || route.changesAccount)) {
      done(null, payload);
      return;
    }
    sessions.heard().then(
      () => done(null, payload),
      (error: Error) => done(error, payload),
    );
  }

  return { resolve, answerOnceChangeHeard, paths, lookUpSession, heard: sessions.heard };
}

/** better-auth's user as the app sees it: an unknown role counts as a visitor. */
export function toCurrentUser(user: {
  id: string;
  email: string;
  name: string;
  role?: unknown;
}): CurrentUser {
  const role = ROLES.has(user.role as Role) ? (user.role as Role) : 'visitor';
  return { id: user.id, email: user.email, displayName: user.name || null, role };
}

async function sessionFromBetterAuth(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const { headers, response } = await auth.api.getSession({
    headers: nodeToWebHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return response;
}

/**
 * Only the better-auth endpoints the app uses are reachable; the rest go through our routes.
 * (get-session stays closed: it would hand the session token to scripts.)
 */
const EXPOSED_AUTH_PATHS = new Set(['/api/auth/sign-out']);

/** better-auth's URL for the matched path; a Host header that is no host name counts as localhost. */
function authUrl(protocol: string, host: string | undefined, path: string): URL {
  try {
    return new URL(`/api/auth/${path}`, `${protocol}://${host ?? 'localhost'}`);
  } catch {
    return new URL(`/api/auth/${path}`, `${protocol}://localhost`);
  }
}

/** Mounts better-auth's own handler under /api/auth/* (sign-out). */
export function registerAuthHandler(api: FastifyInstance, auth: Auth): void {
  api.route({
    // better-auth's routes, not ours: described by hand. Sign-out, the one exposed, is a POST.
    method: 'POST',
    url: '/auth/*',
    config: { ownSession: true },
    schema: {
      operationId: 'callAuth',
      summary: "better-auth's own endpoints; only sign-out (`/api/auth/sign-out`) is open",
      params: z.object({ '*': z.string() }),
      response: { 200: z.object({ success: z.boolean() }), ...errorResponses(403, 404) },
    },
    async handler(request, reply) {
      // The matched, decoded path (`/%61pi/auth/sign%2Dout` is sign-out too), not the raw text.
      const wildcard = (request.params as { '*': string })['*'];
      const url = authUrl(request.protocol, request.headers.host, wildcard);
      if (!EXPOSED_AUTH_PATHS.has(url.pathname)) {
        return reply
          .status(404)
          .send({ error: { code: 'not_found', message: `No route ${request.method} ${url.pathname}` } });
      }
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: nodeToWebHeaders(request.headers),
          body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
        }),
      );
      // Whatever better-auth answers; its errors are reshaped to ours below.
      reply.status(response.status as 200 | 403 | 404);
      for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const body = await response.text();
      if (response.ok) return reply.send(body || null);
      const parsed = JSON.parse(body || '{}') as { code?: string; message?: string };
      return reply.type('application/json').send({
        error: { code: parsed.code?.toLowerCase() ?? 'auth_error', message: parsed.message ?? 'Not allowed' },
      });
    },
  });
}
