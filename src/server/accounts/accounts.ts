import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../shared/rules/clock';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { sameOriginOptions } from '../http/same-origin';
import type { MailService } from '../mail/mail.service';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { createAccountMailer } from './account-mails';
import { createAccountsService } from './accounts.service';
import { createAuth } from './auth';
import { resolveAuthSecret } from './auth-secret';
import { createSessionResolver } from './session';
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
  return {
    auth,
    accounts: createAccountsService({ auth, db: database.db, limiter }),
    sessions: createSessionResolver(auth, database.db),
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
