import type { FastifyPluginAsync } from 'fastify';
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
 * session) apply to its routes by encapsulation. A new feature exports one of these and is
 * added to the list in api.ts.
 */
export type Feature = FastifyPluginAsync<FeatureOptions>;
