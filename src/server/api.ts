import type { FastifyInstance } from 'fastify';
import { countriesResponseSchema, countryParamsSchema, statesResponseSchema } from '../shared/schemas/site';
import { accountsFeature } from './accounts/accounts.routes';
import { twoFactorFeature } from './accounts/two-factor.routes';
import { auditFeature } from './audit/audit.routes';
import { bookingsFeature } from './bookings/bookings.routes';
import { doorFeature } from './bookings/door.routes';
import { closuresFeature } from './closures/closures.routes';
import { countriesRoutes } from './countries/countries.routes';
import { devMailboxFeature } from './dev/dev-mailbox.routes';
import type { Feature, FeatureOptions } from './feature';
import { feedbackFeature } from './feedback/feedback.routes';
import { holdsFeature } from './holds/holds.routes';
import { registerApiDocs } from './http/api-docs';
import { replyNotFound } from './http/errors';
import { rejectNulCharacters } from './http/input-guards';
import { errorResponses, serializerCompiler, validatorCompiler } from './http/route-schemas';
import { sameOriginCheck, sameOriginOptions } from './http/same-origin';
import { apiSecurityHeaders } from './http/security-headers';
import { reportsFeature } from './reports/reports.routes';
import { siteFeature } from './site/site.routes';
import { slotsFeature } from './slots/slots.routes';
import { slotsAdminFeature } from './slots/slots-admin.routes';
import { smsFeature } from './sms/sms.routes';
import { staffFeature } from './staff/staff.routes';
import { verificationFeature } from './verification/verification.routes';

/**
 * Until src/server/countries takes the feature shape (issue 8, item 6, reworks that folder),
 * its routes keep their `/api/…` paths; here they are mounted as if written relative to /api.
 */
const countriesFeature: Feature = async (api) => {
  api.addHook('onRoute', (route) => {
    route.url = route.url.replace(/^\/api\/api\//, '/api/');
    route.schema =
      route.url === '/api/countries'
        ? { response: { 200: countriesResponseSchema } }
        : {
            params: countryParamsSchema,
            response: { 200: statesResponseSchema, ...errorResponses(400, 404) },
          };
  });
  countriesRoutes(api);
};

const FEATURES: Feature[] = [
  siteFeature,
  countriesFeature,
  slotsFeature,
  accountsFeature,
  twoFactorFeature,
  bookingsFeature,
  holdsFeature,
  feedbackFeature,
  reportsFeature,
  verificationFeature,
  smsFeature,
  devMailboxFeature,
  doorFeature,
  staffFeature,
  auditFeature,
  slotsAdminFeature,
  closuresFeature,
];

/**
 * Everything under /api (registered with that prefix). The hooks below are written once and
 * reach every feature's routes, and this scope's not-found answer, by encapsulation: a route
 * is covered because it lives here, not because its URL text starts with `/api/`.
 */
export async function apiScope(api: FastifyInstance, options: FeatureOptions): Promise<void> {
  const { config, services } = options;
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  api.addHook('onRequest', apiSecurityHeaders(config));
  api.addHook('onRequest', sameOriginCheck(sameOriginOptions(config)));
  api.addHook('onRequest', services.sessions.resolve);
  api.addHook('onRequest', services.staffAccess.guard);
  api.addHook('preValidation', rejectNulCharacters);
  api.setNotFoundHandler(replyNotFound);
  await registerApiDocs(api, config);
  // Not `options` itself: it carries this scope's prefix, which the features must not repeat.
  for (const feature of FEATURES) await api.register(feature, { config, services });
}
