import type { SwaggerTransformObject } from '@fastify/swagger';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { internalErrorSchema } from '../../shared/schemas/errors';
import type { Config } from '../config';
import { MEDIA_TYPE } from './route-schemas';

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
          'Every answer carries an `x-request-id` header; a 500 also gives it as `error.requestId`. ' +
          'Signed-in calls carry the session cookie; state-changing calls from a browser must come from this site.',
        version: '1',
      },
      servers: [
        { url: config.site.homeSite, description: 'The visitor site (the API is on the same origin)' },
        { url: config.site.adminSite, description: 'The admin site, where staff sign in' },
      ],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'visitpass.session_token',
            description:
              'The session cookie set at sign-in (httpOnly; named `__Secure-visitpass.session_token` on https sites).',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const response = withFileAnswers(schema.response as Record<string, JsonSchema> | undefined);
      return { url, schema: { ...schema, response, security: securityOf(input.route) } };
    },
    transformObject: (document) =>
      'openapiObject' in document ? completed(document.openapiObject) : document.swaggerObject,
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

/** A signed-in or staff route needs the session; any other may carry one (a visitor's own bookings). */
function securityOf(route: RouteOptions): Record<string, string[]>[] {
  const config = route.config ?? {};
  return config.signedIn || config.access ? [{ session: [] }] : [{}, { session: [] }];
}

type JsonSchema = Record<string, unknown>;

/** A file answer (route-schemas.ts `fileAnswer`) under its own media type rather than JSON. */
function withFileAnswers(responses: Record<string, JsonSchema> | undefined) {
  if (!responses) return responses;
  const marked = Object.entries(responses).map(([status, schema]) => {
    const mediaType = schema[MEDIA_TYPE];
    if (typeof mediaType !== 'string') return [status, schema];
    const { [MEDIA_TYPE]: _mark, description, ...rest } = schema;
    return [status, { description, content: { [mediaType]: { schema: rest } } }];
  });
  return Object.fromEntries(marked);
}

type OpenApiDocument = Extract<
  Parameters<SwaggerTransformObject>[0],
  { openapiObject: unknown }
>['openapiObject'];
type Responses = Record<string, { headers?: Record<string, unknown> } | { $ref: string }>;

/**
 * What the routes' schemas cannot say: every route may answer 500 (errors.ts, the same for
 * all), every 429 carries Retry-After, and better-auth's catch-all path is named `{path}`
 * (OpenAPI has no wildcard parameter).
 */
function completed(document: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as {
      responses?: Responses;
      parameters?: { name: string }[];
    }[]) {
      if (operation.responses)
        operation.responses['500'] = { $ref: `#/components/responses/${INTERNAL_ERROR}` };
      const tooMany = operation.responses?.['429'];
      if (tooMany && !('$ref' in tooMany)) tooMany.headers = { 'Retry-After': RETRY_AFTER };
      for (const parameter of operation.parameters ?? []) if (parameter.name === '*') parameter.name = 'path';
    }
    paths[path.replace('{*}', '{path}')] = item;
  }
  const components = { ...document.components, responses: { [INTERNAL_ERROR]: internalErrorResponse() } };
  return { ...document, paths, components } as OpenApiDocument;
}

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};

const INTERNAL_ERROR = 'InternalError';

/** The 500 every route may give (errors.ts): the request's id in the body and in its header. */
function internalErrorResponse() {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(internalErrorSchema);
  return {
    description: 'Something went wrong on our side. Quote `error.requestId` when reporting it.',
    headers: {
      'x-request-id': {
        description: 'The id of the request in the server’s logs.',
        schema: { type: 'string' },
      },
    },
    content: { 'application/json': { schema } },
  };
}
