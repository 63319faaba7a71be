import type { FastifyInstance, RouteOptions } from 'fastify';
import { accountsFeature } from './accounts/accounts.routes';
import { twoFactorFeature } from './accounts/two-factor.routes';
import { auditFeature } from './audit/audit.routes';
import { bookingsFeature } from './bookings/bookings.routes';
import { doorFeature } from './bookings/door.routes';
import { doorOfflineFeature } from './bookings/door-offline.routes';
import { frontDeskFeature } from './bookings/front-desk.routes';
import { messagesFeature } from './bookings/messages.routes';
import { occupancyFeature } from './bookings/occupancy.routes';
import { remindersFeature } from './bookings/reminders.routes';
import { walkInsFeature } from './bookings/walk-ins.routes';
import { closuresFeature } from './closures/closures.routes';
import type { Config } from './config';
import { countriesFeature } from './countries/countries.routes';
import { devMailboxFeature } from './dev/dev-mailbox.routes';
import type { Feature } from './feature';
import { feedbackFeature } from './feedback/feedback.routes';
import { holdsFeature } from './holds/holds.routes';
import { waitlistAdminFeature } from './holds/waitlist-admin.routes';
import { registerApiDocs } from './http/api-docs';
import { replyNotFound } from './http/errors';
import { rejectNulCharacters } from './http/input-guards';
import { errorResponses, serializerCompiler, validatorCompiler } from './http/route-schemas';
import { sameOriginCheck, sameOriginOptions } from './http/same-origin';
import { apiSecurityHeaders } from './http/security-headers';
import { reportsFeature } from './reports/reports.routes';
import type { Services } from './services';
import { siteFeature } from './site/site.routes';
import { slotsFeature } from './slots/slots.routes';
import { slotsAdminFeature } from './slots/slots-admin.routes';
import { smsFeature } from './sms/sms.routes';
import { staffFeature } from './staff/staff.routes';
import { verificationFeature } from './verification/verification.routes';

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
  doorOfflineFeature,
  frontDeskFeature,
  staffFeature,
  auditFeature,
  slotsAdminFeature,
  closuresFeature,
  walkInsFeature,
  occupancyFeature,
  remindersFeature,
  messagesFeature,
  waitlistAdminFeature,
];

/**
 * Everything under /api (registered with that prefix). The hooks below are written once and
 * reach every feature's routes, and this scope's not-found answer, by encapsulation: a route
 * is covered because it lives here, not because its URL text starts with `/api/`.
 */
export async function apiScope(
  api: FastifyInstance,
  options: { config: Config; services: Services },
): Promise<void> {
  const { config, services } = options;
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  api.addHook('onRequest', apiSecurityHeaders(config));
  api.addHook('onRequest', sameOriginCheck(sameOriginOptions(config)));
  api.addHook('onRequest', services.sessions.resolve);
  api.addHook('onSend', services.sessions.answerOnceChangeHeard);
  api.addHook('onRequest', services.staffAccess.guard);
  api.addHook('preValidation', rejectNulCharacters);
  api.setNotFoundHandler(replyNotFound);
  await registerApiDocs(api, config);
  for (const feature of FEATURES) await api.register(featureScope(feature), { config, services });
}

/**
 * A feature in a scope of its own, where its routes are tagged with its name in the API
 * contract. Not the scope's `options` itself: it carries the prefix the features must not repeat.
 */
function featureScope(feature: Feature) {
  return async (scope: FastifyInstance, { config, services }: { config: Config; services: Services }) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [feature.name], response: withGuardAnswers(route) };
    });
    await feature.register(scope, config, services);
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route's responses with the refusals this scope's hooks give before its handler runs, so
 * the contract lists them: 401 for a guest on a signed-in or staff route, 403 for a visitor on
 * a staff route, 403 for a state-changing call from another site (same-origin.ts).
 */
function withGuardAnswers(route: RouteOptions) {
  const response = { ...(route.schema?.response as Record<string, unknown> | undefined) };
  const config = route.config ?? {};
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const refusals: (401 | 403)[] = [];
  if (config.signedIn || config.access) refusals.push(401);
  if (config.access) refusals.push(403);
  if (config.crossSite !== 'allowed' && methods.some((method) => STATE_CHANGING.has(method)))
    refusals.push(403);
  for (const [status, schema] of Object.entries(errorResponses(...refusals))) response[status] ??= schema;
  return response;
}
