import type { FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Services } from './services';

/** What the composition root hands a feature: the settings and the services it declared. */
export interface FeatureOptions<Needs extends keyof Services = never> {
  config: Config;
  services: Pick<Services, Needs>;
}

export type FeatureRoutes<Needs extends keyof Services> = FastifyPluginAsync<
  FeatureOptions<Needs>,
  RawServerDefault,
  ZodTypeProvider
>;

/**
 * A server feature: a Fastify plugin registered inside the /api scope, so its paths are
 * written without `/api` and the scope's hooks (API headers, same-origin check, session)
 * apply to its routes by encapsulation. Every route declares its schemas (params,
 * querystring, body, a response per status) with the shared zod schemas: they check the
 * input, type the handler and make the OpenAPI document, where `name` is the routes' tag.
 * `needs` lists the services it uses: it is handed those and no others, so what a feature
 * can reach is written at its top. A new feature is added to the list in api.ts.
 */
export interface Feature {
  name: string;
  needs: readonly (keyof Services)[];
  /** Registers the routes in `scope`, handing them the declared services only. */
  register(scope: FastifyInstance, config: Config, services: Services): Promise<void>;
}

export function defineFeature<const Needs extends keyof Services = never>(
  name: string,
  needs: readonly Needs[],
  routes: FeatureRoutes<Needs>,
): Feature {
  return {
    name,
    needs,
    async register(scope, config, services) {
      const declared = Object.fromEntries(needs.map((need) => [need, services[need]])) as Pick<
        Services,
        Needs
      >;
      await scope.register(routes, { config, services: declared });
    },
  };
}
