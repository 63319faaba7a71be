import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import type { Config } from '../config';
import { listenForNotices } from '../db/change-notices';
import type { DatabaseHandle } from '../db/connect';
import { SESSION_NOTICES_CHANNEL } from '../db/session-notices';
import { sameOriginOptions } from '../http/same-origin';
import type { MailService } from '../mail/mail.service';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { createAccountMailer } from './account-mails';
import { createAccountsService } from './accounts.service';
import { createAuth } from './auth';
import { resolveAuthSecret } from './auth-secret';
import { createSessionResolver } from './session';
import {
  createSessionCache,
  type FindSession,
  type SessionCache,
  type SessionReads,
  uncachedSessions,
} from './session-cache';
import { findStoredSession } from './session-store';
import { createStaffAccess } from './staff-access';
import { createTwoFactorService } from './two-factor.service';

export interface AccountsOptions {
  config: Config;
  database: DatabaseHandle;
  mail: MailService;
  limiter: RateLimiter;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Sign-in (e-mail link, password), sessions, the signed-in user and set-password links; the
 * second factor, and who may use the admin API.
 */
export function createAccounts({ config, database, mail, limiter, clock, log }: AccountsOptions) {
  const auth = createAuth({
    config,
    database,
    secret: resolveAuthSecret(config),
    // better-auth trusts the same sites as the app's same-origin check.
    origins: sameOriginOptions(config),
    mailer: createAccountMailer(config, mail),
    log,
  });
  const sessionReads = keptSessions(database);
  return {
    auth,
    accounts: createAccountsService({ auth, db: database.db, limiter }),
    sessions: createSessionResolver(auth, sessionReads),
    /**
     * The app is closing: waits for better-auth's start-up check of the database schema (a
     * short-lived process, the jobs command, would close the database under it and log a false
     * "Could not validate the database schema"), then stops listening for session changes.
     */
    async stopAccounts() {
      const context = await auth.$context;
      await context.checkSchema?.()?.catch(() => undefined);
      await sessionReads.stop();
    },
    /** PostgreSQL: the sessions kept between calls (decision 0065). */
    keptSessions: sessionReads.cache,
    twoFactor: createTwoFactorService({
      auth,
      db: database.db,
      limiter,
      clock,
      adminTwoFactor: config.adminTwoFactor,
    }),
    staffAccess: createStaffAccess({ db: database.db, adminTwoFactor: config.adminTwoFactor }),
  };
}

/**
 * How signed-in calls read their session: on SQLite from the database each time (a read in
 * this process costs microseconds); on PostgreSQL kept between calls while a listener on the
 * server itself hears every change (decision 0065), since each read would be a round trip.
 */
function keptSessions(
  database: DatabaseHandle,
): SessionReads & { stop: () => Promise<void>; cache?: SessionCache } {
  const read: FindSession = (token) => findStoredSession(database.db, token);
  if (database.dialect !== 'postgres' || !database.directUrl) {
    return { ...uncachedSessions(read), stop: async () => {} };
  }
  const cache = createSessionCache({
    read,
    prefix: database.tablePrefix,
    sendNotice: async (payload) => {
      await sql`select pg_notify(${SESSION_NOTICES_CHANNEL}, ${payload})`.execute(database.db);
    },
  });
  const listener = listenForNotices(database.directUrl, SESSION_NOTICES_CHANNEL, cache.handlers);
  return { find: cache.find, heard: cache.heard, stop: listener.stop, cache };
}
