import type { onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';
import { say } from './said';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose callers prove themselves otherwise (a signed webhook) skips the check. */
    crossSite?: 'allowed';
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', 'admin.localhost']);

export interface SameOriginOptions {
  trustedOrigins: string[];
  /** Locally any port on a loopback host is trusted (tests listen on free ports). */
  trustLoopback: boolean;
}

/** The sites this environment's browsers may call the API from (better-auth trusts the same). */
export function sameOriginOptions(config: Config): SameOriginOptions {
  return {
    trustedOrigins: [new URL(config.site.homeSite).origin, new URL(config.site.adminSite).origin],
    trustLoopback: config.appEnv === 'local',
  };
}

export function isTrustedOrigin(origin: string, options: SameOriginOptions): boolean {
  if (options.trustedOrigins.includes(origin)) return true;
  if (!options.trustLoopback) return false;
  try {
    return LOCAL_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing API calls that a browser sends from another site. Calls without an
 * Origin header (not from a browser) pass; their authority comes from the session alone.
 * Registered on the /api scope, so it covers every API route however its path is spelled.
 */
export function sameOriginCheck(options: SameOriginOptions): onRequestHookHandler {
  // A callback, not an async function: every API call passes here, and most need no promise.
  return (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    if (request.routeOptions.config.crossSite === 'allowed') return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const crossSite = origin ? !isTrustedOrigin(origin, options) : fetchSite === 'cross-site';
    if (crossSite) return done(new AppError(403, 'cross_origin', say('error.crossOrigin')));
    done();
  };
}
