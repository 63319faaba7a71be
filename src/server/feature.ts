import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Services } from './services';

/** What the composition root hands every feature. */
export interface FeatureOptions {
  config: Config;
  /** Every service, built once by buildApp; features reach each other only through these. */
  services: Services;
}

/**
 * The one shape of a server feature: a Fastify plugin registered inside the /api scope, so
 * its paths are written without `/api` and the scope's hooks (API headers, same-origin check,
 * session) apply to its routes by encapsulation. Every route declares its schemas (params,
 * querystring, body, a response per status) with the shared zod schemas: they check the
 * input, type the handler and make the OpenAPI document. A new feature exports one of these
 * and is added to the list in api.ts.
 */
export type Feature = FastifyPluginAsync<FeatureOptions, RawServerDefault, ZodTypeProvider>;
