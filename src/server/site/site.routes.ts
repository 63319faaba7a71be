import {
  healthResponseSchema,
  notReadyResponseSchema,
  type SiteResponse,
  siteResponseSchema,
} from '../../shared/schemas/site';
import { texts } from '../../shared/texts';
import { defineFeature } from '../feature';

/** What the browser app needs to know about this site, and whether the server is up and ready. */
export const siteFeature = defineFeature('site', ['health'], async (api, { config, services }) => {
  const site: SiteResponse = {
    appEnv: config.appEnv,
    name: config.organisation.name,
    trustName: config.organisation.trustName,
    homeSite: config.site.homeSite,
    adminSite: config.site.adminSite,
    api: config.site.api,
    publicSite: config.site.publicSite,
    onlineBookingSite: config.site.onlineBookingSite,
    timings: { menu: texts.menuHours, footer: texts.footerHours },
    rules: [...texts.visitingRules],
    sms: { default: config.site.sms.default, global: config.site.sms.global },
    purgeAfterDays: config.purgeAfterDays,
  };
  api.get(
    '/site',
    {
      schema: {
        operationId: 'getSite',
        summary: "This environment's sites, links, timings and rules",
        response: { 200: siteResponseSchema },
      },
    },
    async () => site,
  );

  // Asked every few seconds by the load balancer and monitoring: logged only when they fail.
  api.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        operationId: 'getHealth',
        summary: 'Alive: the process serves requests',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  api.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        operationId: 'getReadiness',
        summary: 'Ready for requests: the database answers, migrations are current, not shutting down',
        response: { 200: healthResponseSchema, 503: notReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const reason = await services.health.notReadyBecause();
      if (reason) return reply.status(503).send({ status: 'unavailable' as const, reason });
      return { status: 'ok' as const };
    },
  );
});
