import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', 'admin.localhost']);

export interface SameOriginOptions {
  trustedOrigins: string[];
  /** Locally any port on a loopback host is trusted (tests listen on free ports). */
  trustLoopback: boolean;
  /** Paths that authenticate otherwise (signed webhooks). */
  exemptPaths: string[];
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
 */
export function registerSameOriginCheck(app: FastifyInstance, options: SameOriginOptions): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (options.exemptPaths.some((path) => request.url.startsWith(path))) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const crossSite = origin ? !isTrustedOrigin(origin, options) : fetchSite === 'cross-site';
    if (crossSite) throw new AppError(403, 'cross_origin', 'Requests from another site are not allowed.');
  });
}
