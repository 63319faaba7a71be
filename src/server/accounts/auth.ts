import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../shared/languages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/schemas/accounts';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { isTrustedOrigin, type SameOriginOptions } from '../http/same-origin';
import { mailLanguage } from '../mail/mail-texts';
import { newBackupCodes } from './totp';

/** Sign-in links work for 10 minutes (and once: better-auth consumes them). */
export const SIGN_IN_LINK_SECONDS = 600;
export const SET_PASSWORD_LINK_SECONDS = 3600;

/** Mails the links; `language` is the visitor's (a staff site's link speaks English). */
export interface AuthMailer {
  sendSignInLink(email: string, token: string, linkBase: string, language: Language): Promise<void>;
  sendSetPasswordLink(email: string, token: string, linkBase: string, language: Language): Promise<void>;
}

/**
 * better-auth hands the set-password mail only the redirect it was asked with: the language
 * the visitor asked in travels on it, as `lang`, and the mail's link is built on its origin.
 */
export function withMailLanguage(linkBase: string, language: Language): string {
  const url = new URL(linkBase);
  url.searchParams.set('lang', language);
  return url.toString();
}

function mailLanguageOf(redirect: string): { linkBase: string; language: Language } {
  const url = new URL(redirect);
  const language = mailLanguage(url.searchParams.get('lang'));
  url.search = '';
  return { linkBase: url.toString(), language };
}

export interface AuthOptions {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  origins: SameOriginOptions;
  mailer: AuthMailer;
  log: FastifyBaseLogger;
}

/**
 * better-auth's TOTP with backup codes on our prefixed table. Its one hook, which turns a
 * password sign-in of an enrolled user into a two-step sign-in, is left out: it does not cover
 * the e-mail link, so the app asks for the factor itself, per session, whichever way the
 * session began (two-factor.service.ts, staff-access.ts). Enrolling asks for the password
 * only of accounts that have one.
 */
function secondFactor(prefix: string, issuer: string) {
  const plugin = twoFactor({
    issuer,
    allowPasswordless: true,
    // Ours: no characters that are read as each other when copied from paper (totp.ts).
    backupCodeOptions: { customBackupCodesGenerate: newBackupCodes },
    schema: {
      user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
      twoFactor: {
        modelName: `${prefix}two_factor`,
        fields: {
          userId: 'user_id',
          backupCodes: 'backup_codes',
          failedVerificationCount: 'failed_verification_count',
          lockedUntil: 'locked_until',
        },
      },
    },
  });
  return { ...plugin, hooks: undefined };
}

/** The stored form of a verification identifier: links in the database are useless if read. */
function hashIdentifier(identifier: string): string {
  return createHash('sha256').update(identifier).digest('base64url');
}

/**
 * better-auth on our database: its own Kysely (without our prefix plugin) and its models
 * mapped to our prefixed tables from migration 0002. Rate limiting is ours (in the database),
 * so its in-memory limiter is off.
 */
export function createAuth({ config, database, secret, origins, mailer, log }: AuthOptions) {
  const prefix = config.tablePrefix;
  const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' };

  return betterAuth({
    appName: config.organisation.name,
    baseURL: config.site.homeSite,
    basePath: '/api/auth',
    secret,
    database: { db: database.db.withoutPlugins(), type: database.dialect },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      // Messages only: better-auth's extra arguments may carry addresses or tokens.
      log: (level, message) => log[level === 'debug' ? 'debug' : level]({ source: 'better-auth' }, message),
    },
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      return [...origins.trustedOrigins, ...(origin && isTrustedOrigin(origin, origins) ? [origin] : [])];
    },
    user: {
      modelName: `${prefix}users`,
      fields: { ...timestamps, emailVerified: 'email_verified', name: 'display_name' },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'visitor', input: false },
      },
    },
    session: {
      modelName: `${prefix}sessions`,
      fields: {
        ...timestamps,
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
      },
    },
    account: {
      modelName: `${prefix}accounts`,
      fields: {
        ...timestamps,
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
      },
    },
    verification: {
      modelName: `${prefix}auth_tokens`,
      fields: { ...timestamps, expiresAt: 'expires_at' },
      storeIdentifier: { hash: async (identifier: string) => hashIdentifier(identifier) },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: SET_PASSWORD_LINK_SECONDS,
      async sendResetPassword({ user, token, url }) {
        // Our service passes the site to link to as the redirect (better-auth's callbackURL).
        const redirect = new URL(url).searchParams.get('callbackURL') ?? config.site.homeSite;
        const { linkBase, language } = mailLanguageOf(redirect);
        await mailer.sendSetPasswordLink(user.email, token, linkBase, language);
      },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        async sendMagicLink({ email, token, metadata }) {
          const linkBase = typeof metadata?.linkBase === 'string' ? metadata.linkBase : config.site.homeSite;
          await mailer.sendSignInLink(email, token, linkBase, mailLanguage(metadata?.language));
        },
      }),
      secondFactor(prefix, config.organisation.name),
    ],
    advanced: {
      cookiePrefix: 'visitpass',
      useSecureCookies: config.appEnv !== 'local',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
