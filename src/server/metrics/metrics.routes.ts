import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { replyNotFound } from '../http/errors';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics, outside /api: Prometheus reads it with `Authorization: Bearer METRICS_TOKEN`.
 * Without METRICS_TOKEN the path does not exist (404). A missing or wrong token is a 401 that
 * names the scheme, so a mistyped token in prometheus.yml shows as such on the targets page
 * (decision 0045). The token is compared as digests of equal length, in constant time.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics | null,
  token: string | undefined,
) {
  const expected = token ? digest(token) : null;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!metrics || !expected) return replyNotFound(request, reply);
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: { code: 'unauthorized', message: 'The metrics need the bearer token.' } });
    }
    return reply
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
