import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { SameOriginOptions } from '../http/same-origin';
import type { MailService } from '../mail/mail.service';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { createAccountMailer } from './account-mails';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService } from './accounts.service';
import { createAuth } from './auth';
import { resolveAuthSecret } from './auth-secret';
import { registerAuthHandler, registerSessionResolution } from './session';

export interface AccountsOptions {
  config: Config;
  database: DatabaseHandle;
  mail: MailService;
  limiter: RateLimiter;
  /** The app's same-origin settings: better-auth trusts the same origins. */
  origins: SameOriginOptions;
}

/** Sign-in (e-mail link, password), sessions, the signed-in user and set-password links. */
export function registerAccounts(app: FastifyInstance, options: AccountsOptions): void {
  const { config, database, mail, limiter, origins } = options;
  const auth = createAuth({
    config,
    database,
    secret: resolveAuthSecret(config),
    origins,
    mailer: createAccountMailer(config, mail),
    log: app.log,
  });
  const accounts = createAccountsService({ auth, db: database.db, limiter });

  registerSessionResolution(app, auth);
  registerAuthHandler(app, auth);
  accountsRoutes(app, accounts, {
    local: config.appEnv === 'local',
    homeSite: config.site.homeSite,
    adminSite: config.site.adminSite,
    origins,
  });
}
