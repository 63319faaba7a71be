import { healthResponseSchema, type SiteResponse, siteResponseSchema } from '../../shared/schemas/site';
import { texts } from '../../shared/texts';
import { defineFeature } from '../feature';

/** What the browser app needs to know about this site, and whether the server is up. */
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

  api.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Alive and the database answers',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await services.health.check();
      return { status: 'ok' as const };
    },
  );
});
