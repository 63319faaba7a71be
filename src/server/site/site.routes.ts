import type { FastifyInstance } from 'fastify';
import type { SiteResponse } from '../../shared/schemas/site';
import { texts } from '../../shared/texts';
import type { Config } from '../config';

export function siteRoutes(app: FastifyInstance, config: Config): void {
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
  };
  app.get('/api/site', async () => site);
}
