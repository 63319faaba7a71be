import { isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import { type Language, languageFromAcceptLanguage, languageFromCookie } from '../../shared/languages';
import type { Me } from '../../shared/schemas/accounts';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError } from '../http/errors';
import { say } from '../http/said';
import type { AimedLimits, RateLimit, RateLimiter } from '../rate-limits/rate-limits';
import { findChosenLocale, findUserIdByEmail, hasPassword, setUserLocale } from './accounts.repository';
import { type Auth, withMailLanguage } from './auth';
import { toCurrentUser } from './session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Per window: generous for people, tight for scripts. Counts aimed at an e-mail are kept per
 * client address, with a ceiling for all addresses together that never shuts out an address
 * that has been quiet (decision 0017).
 */
export const accountLimits = {
  signInLink: {
    scope: 'sign-in-link',
    perPair: { limit: 5, windowMs: 15 * MINUTE },
    ceiling: { limit: 10, windowMs: HOUR },
    quietSource: { limit: 3, windowMs: DAY },
  } satisfies AimedLimits,
  linkPerAddress: (ip: string): RateLimit => ({
    scope: 'sign-in-link:address',
    subject: ip,
    limit: 20,
    windowMs: 15 * MINUTE,
  }),
  failedLinkUsePerAddress: (ip: string): RateLimit => ({
    scope: 'sign-in-link-use:address',
    subject: ip,
    limit: 20,
    windowMs: 15 * MINUTE,
  }),
  failedPassword: {
    scope: 'password',
    perPair: { limit: 10, windowMs: 15 * MINUTE },
    ceiling: { limit: 100, windowMs: HOUR },
    quietSource: { limit: 3, windowMs: DAY },
  } satisfies AimedLimits,
  failedPasswordPerAddress: (ip: string): RateLimit => ({
    scope: 'password:address',
    subject: ip,
    limit: 30,
    windowMs: 15 * MINUTE,
  }),
  /** 'Forgot password?': mails to an address, so counted as sign-in links are. */
  forgotPassword: {
    scope: 'forgot-password',
    perPair: { limit: 5, windowMs: 15 * MINUTE },
    ceiling: { limit: 10, windowMs: HOUR },
    quietSource: { limit: 3, windowMs: DAY },
  } satisfies AimedLimits,
  forgotPasswordPerAddress: (ip: string): RateLimit => ({
    scope: 'forgot-password:address',
    subject: ip,
    limit: 20,
    windowMs: 15 * MINUTE,
  }),
  setPasswordLinkPerUser: (userId: string): RateLimit => ({
    scope: 'set-password-link:user',
    subject: userId,
    limit: 5,
    windowMs: 60 * MINUTE,
  }),
};

/** The caller of a use case, as far as accounts need it. */
export interface Caller {
  ip: string;
  /** The request's headers: better-auth reads the session cookie and user agent from them. */
  headers: Headers;
  /** Where mailed links point: this site's address. */
  linkBase: string;
}

/** A signed-in answer: the user, and the Set-Cookie headers that carry the session. */
export interface SignedIn {
  me: Me;
  cookies: string[];
}

const linkInvalid = () => new AppError(400, 'link_invalid', say('error.linkInvalid'));

export function createAccountsService(deps: { auth: Auth; db: Kysely<Database>; limiter: RateLimiter }) {
  const { auth, db, limiter } = deps;

  /**
   * The language of a mail the visitor asks for: the device's choice (the `lang` cookie), else
   * the one the signed-in account chose, else the browser's.
   */
  async function askedLanguage(caller: Caller, user: CurrentUser | null): Promise<Language> {
    const chosen = languageFromCookie(caller.headers.get('cookie') ?? undefined);
    if (chosen) return chosen;
    const account = user ? await findChosenLocale(db, user.id) : null;
    return account ?? languageFromAcceptLanguage(caller.headers.get('accept-language') ?? undefined);
  }

  async function me(user: CurrentUser): Promise<Me> {
    const [password, locale] = await Promise.all([hasPassword(db, user.id), findChosenLocale(db, user.id)]);
    return { ...user, hasPassword: password, locale };
  }

  /** The e-mail a sign-in link was sent to, or null when the link is unknown or used. */
  async function emailOfLink(token: string): Promise<string | null> {
    const context = await auth.$context;
    const stored = await context.internalAdapter.findVerificationValue(`magic-link:${token}`);
    if (!stored) return null;
    try {
      const value = JSON.parse(stored.value) as { email?: unknown };
      return typeof value.email === 'string' ? value.email.toLowerCase() : null;
    } catch {
      return null;
    }
  }

  return {
    me,

    async requestSignInLink(email: string, caller: Caller): Promise<void> {
      const aim = { target: email, source: caller.ip };
      await limiter.attempt(accountLimits.signInLink, aim, accountLimits.linkPerAddress(caller.ip));
      const language = await askedLanguage(caller, null);
      await auth.api.signInMagicLink({
        body: { email, metadata: { linkBase: caller.linkBase, language } },
        headers: new Headers(),
      });
    },

    /**
     * Finishes an e-mail link sign-in. The e-mail must be the one the link was sent to, so a
     * forwarded or intercepted link is useless without it. First sign-in creates the account.
     */
    async signInWithLink(token: string, email: string, caller: Caller): Promise<SignedIn> {
      const attempt = accountLimits.failedLinkUsePerAddress(caller.ip);
      await limiter.enforce(attempt);
      const linkEmail = await emailOfLink(token);
      if (!linkEmail) throw linkInvalid();
      if (linkEmail !== email) throw new AppError(400, 'email_mismatch', say('error.emailNotTheLinks'));
      try {
        const { headers, response } = await auth.api.magicLinkVerify({
          query: { token },
          headers: caller.headers,
          returnHeaders: true,
        });
        await limiter.undo(attempt);
        return { me: await me(toCurrentUser(response.user)), cookies: headers.getSetCookie() };
      } catch (error) {
        // Expired, or used by a request that raced this one.
        if (isAPIError(error)) throw linkInvalid();
        throw error;
      }
    },

    async signInWithPassword(email: string, password: string, caller: Caller): Promise<SignedIn> {
      const aim = { target: email, source: caller.ip };
      const succeeded = await limiter.attempt(
        accountLimits.failedPassword,
        aim,
        accountLimits.failedPasswordPerAddress(caller.ip),
      );
      if (!(await findUserIdByEmail(db, email)))
        throw new AppError(404, 'user_not_found', say('error.userNotAvailable'));
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers: caller.headers,
          returnHeaders: true,
        });
        await succeeded();
        return { me: await me(toCurrentUser(response.user)), cookies: headers.getSetCookie() };
      } catch (error) {
        // Also a user who signed in by link only and has no password yet.
        if (isAPIError(error) && error.statusCode === 401) {
          throw new AppError(401, 'wrong_password', say('error.passwordWrong'));
        }
        throw error;
      }
    },

    /** Mails a set-password link to the signed-in user, who typed their own e-mail to confirm. */
    async requestSetPasswordLink(user: CurrentUser, typedEmail: string, caller: Caller): Promise<void> {
      if (typedEmail !== user.email.toLowerCase())
        throw new AppError(400, 'email_mismatch', say('error.emailNotYours'));
      await limiter.enforce(accountLimits.setPasswordLinkPerUser(user.id));
      const language = await askedLanguage(caller, user);
      await auth.api.requestPasswordReset({
        // better-auth hands redirectTo back to sendResetPassword, which links the mail there.
        body: { email: user.email, redirectTo: withMailLanguage(caller.linkBase, language) },
      });
    },

    /**
     * 'Forgot password?' from the login dialog, signed out: the set-password mail goes to the
     * address when it has an account. The answer is the same either way, so nobody learns
     * from it which addresses have accounts.
     */
    async requestForgotPasswordLink(email: string, caller: Caller): Promise<void> {
      const aim = { target: email, source: caller.ip };
      await limiter.attempt(
        accountLimits.forgotPassword,
        aim,
        accountLimits.forgotPasswordPerAddress(caller.ip),
      );
      const redirectTo = withMailLanguage(caller.linkBase, await askedLanguage(caller, null));
      await auth.api.requestPasswordReset({ body: { email, redirectTo } });
    },

    async setPassword(token: string, password: string): Promise<void> {
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (isAPIError(error)) throw linkInvalid();
        throw error;
      }
    },

    /** PATCH /api/me: the name, the language of the visitor's mails, or both. */
    async updateMe(
      user: CurrentUser,
      change: { displayName?: string; locale?: Language },
      caller: Caller,
    ): Promise<Me> {
      const { displayName, locale } = change;
      if (displayName !== undefined)
        await auth.api.updateUser({ body: { name: displayName }, headers: caller.headers });
      if (locale !== undefined) await setUserLocale(db, user.id, locale);
      return me({ ...user, displayName: displayName ?? user.displayName });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
