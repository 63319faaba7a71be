import Fastify, { type FastifyInstance } from 'fastify';
import './accounts/current-user';
import { registerAccounts } from './accounts/accounts';
import { createStaffAccess } from './accounts/staff-access';
import { auditRoutes } from './audit/audit.routes';
import { createAuditService } from './audit/audit.service';
import { bookingsRoutes } from './bookings/bookings.routes';
import type { Config } from './config';
import { countriesRoutes } from './countries/countries.routes';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { devMailboxRoutes } from './dev/dev-mailbox.routes';
import { doorRoutes } from './door/door.routes';
import { createDoorService } from './door/door.service';
import { createDoorSearch } from './door/door-search';
import { feedbackRoutes } from './feedback/feedback.routes';
import { createFeedbackInvitations } from './feedback/feedback-invitation';
import { registerHousekeeping } from './housekeeping/housekeeping';
import { registerErrorHandling } from './http/errors';
import { registerSameOriginCheck, type SameOriginOptions } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { registerMail } from './mail/mail';
import { createRateLimiter } from './rate-limits/rate-limits';
import { siteRoutes } from './site/site.routes';
import { slotsRoutes } from './slots/slots.routes';
import { type Clock, createSlotsService } from './slots/slots.service';
import { staffRoutes } from './staff/staff.routes';
import { createStaffService } from './staff/staff.service';
import { registerSmsVerification } from './verification/verification.routes';

export interface BuildAppOptions {
  config: Config;
  /** "Now" for every rule; tests pass a fixed or movable clock. */
  clock?: Clock;
  /** Reuse an open database (tests sharing one between app instances). */
  database?: DatabaseHandle;
  logger?: boolean;
}

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  const database = options.database ?? connectDatabase(config.databaseUrl, config.tablePrefix);
  await migrateToLatest(database.db, config.tablePrefix);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            serializers: {
              // Route patterns only: paths and queries can carry booking ids and dates.
              req: (request) => ({ method: request.method, route: request.routeOptions?.url ?? 'unmatched' }),
            },
          },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
  });

  if (!options.database) app.addHook('onClose', async () => database.db.destroy());

  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentSessionId', null);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  const origins: SameOriginOptions = {
    trustedOrigins: [new URL(config.site.homeSite).origin, new URL(config.site.adminSite).origin],
    trustLoopback: config.appEnv === 'local',
    exemptPaths: ['/api/sms/inbound'],
  };
  registerSameOriginCheck(app, origins);

  const slots = createSlotsService({
    db: database.db,
    schedule: config.schedule,
    clock,
    dialect: database.dialect,
  });
  const rateLimiter = createRateLimiter({ db: database.db, enabled: config.rateLimits, clock });
  const mail = registerMail(app, { config, database, clock });
  registerAccounts(app, { config, database, mail, limiter: rateLimiter, clock, origins });

  app.get('/api/health', async () => {
    await database.db.selectFrom('slots').select('id').limit(1).execute();
    return { status: 'ok' };
  });
  siteRoutes(app, config);
  countriesRoutes(app);
  slotsRoutes(app, slots);
  const invitations = createFeedbackInvitations({ db: database.db, mail, config, clock });
  registerHousekeeping(app, database.db, clock, invitations);
  bookingsRoutes(app, { config, database, clock }, mail);
  feedbackRoutes(app, { config, database, clock });
  registerSmsVerification(app, { config, db: database.db, clock, rateLimiter });
  devMailboxRoutes(app, config, database);

  const staffAccess = createStaffAccess({ db: database.db, adminTwoFactor: config.adminTwoFactor });
  staffRoutes(app, staffAccess, createStaffService({ database, clock }));
  auditRoutes(app, staffAccess, createAuditService({ db: database.db, clock }));
  const door = createDoorService({
    db: database.db,
    clock,
    earlyMinutes: config.doorEarlyMinutes,
    invitations,
  });
  doorRoutes(app, staffAccess, door, createDoorSearch({ db: database.db, clock }));

  await registerWebApp(app, config.webDist);
  return app;
}
