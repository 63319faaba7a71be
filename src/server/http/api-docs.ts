import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/**
 * The reference page's own CSP: swagger-ui's scripts and styles come from our origin (its
 * assets are served from the package), its React code sets inline styles, it loads nothing
 * else (no validator badge, no fonts from elsewhere).
 */
const DOCS_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The published API contract, made from the routes' zod schemas: the OpenAPI 3.1 document at
 * /api/openapi.json and a reference page at /api/docs. Called on the /api scope before the
 * features register, so the document sees every route of the scope.
 */
export async function registerApiDocs(api: FastifyInstance, config: Config): Promise<void> {
  await api.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.organisation.name} API`,
        description:
          'Every error answers `{"error":{"code","message"}}`; `code` is stable, `message` is for people. ' +
          'Signed-in calls carry the session cookie; state-changing calls from a browser must come from this site.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  });
  await api.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // The page's links are built from this; the scope's /api prefix is not seen by the plugin.
    indexPrefix: '/api',
    theme: { title: `${config.organisation.name} API` },
    staticCSP: DOCS_CSP,
  });
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
}
