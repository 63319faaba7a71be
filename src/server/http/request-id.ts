import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an id from the proxy may look like: a UUID or similar, never text to put in logs. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the proxy's `x-request-id` when it is a sane id (Caddy sets one per
 * request with `header_up X-Request-Id {http.request.uuid}`), else a new UUID. A client
 * may send one too; it only labels its own request's log lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const offered = request.headers['x-request-id'];
  return typeof offered === 'string' && SANE_ID.test(offered) ? offered : randomUUID();
}
