import { isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import { isAppCode, type TwoFactorEnrolment, type TwoFactorStatus } from '../../shared/schemas/two-factor';
import { staffTexts } from '../../shared/staff-texts';
import { texts } from '../../shared/texts';
import type { Database } from '../db/schema';
import { type CurrentUser, isStaff } from '../http/current-user';
import { AppError } from '../http/errors';
import type { RateLimit, RateLimiter } from '../rate-limits/rate-limits';
import { findSecondFactorState, markSecondFactorPassed } from './accounts.repository';
import type { Caller } from './accounts.service';
import type { Auth } from './auth';
import { type AdminTwoFactor, secondFactorRequired } from './staff-access';
import { normalBackupCode } from './totp';
import { createTwoFactorCodes } from './two-factor-codes';

/** Wrong codes per account: six-digit codes must not be guessable by trying. */
const failedCodesPerUser = (userId: string): RateLimit => ({
  scope: 'two-factor:user',
  subject: userId,
  limit: 10,
  windowMs: 15 * 60_000,
});

/** better-auth's refusals as our errors; anything else is a fault. */
function translated(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  switch ((error.body as { code?: string } | undefined)?.code) {
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return new AppError(400, 'invalid_code', staffTexts.twoFactorWrongCode);
    case 'INVALID_PASSWORD':
      return new AppError(400, 'wrong_password', texts.passwordWrong);
    case 'TOTP_ALREADY_ENABLED':
      return new AppError(409, 'two_factor_enabled', staffTexts.twoFactorAlreadyOn);
    case 'TOTP_NOT_ENABLED':
      return new AppError(409, 'two_factor_not_started', staffTexts.twoFactorNotStarted);
    default:
      return error;
  }
}

export interface Confirmed {
  status: TwoFactorStatus;
  /** better-auth replaces the session when the factor is switched on: the new cookie. */
  cookies: string[];
}

/**
 * Enrolment and use of the second factor through better-auth's two-factor plugin, within a
 * signed-in session. Passing it marks the session (sessions.two_factor_passed_at), which is
 * what staff-access.ts checks.
 */
export function createTwoFactorService(deps: {
  auth: Auth;
  db: Kysely<Database>;
  limiter: RateLimiter;
  clock: Clock;
  adminTwoFactor: AdminTwoFactor;
}) {
  const { auth, db, limiter, clock, adminTwoFactor } = deps;
  const codes = createTwoFactorCodes({ auth, db });

  async function statusOf(user: CurrentUser, state: { enabled: boolean; passed: boolean }) {
    return {
      required: secondFactorRequired(user, adminTwoFactor),
      ...state,
      backupCodesLeft: state.enabled ? await codes.backupCodesLeft(user.id) : 0,
    };
  }

  /** A backup code, once: a spent one is refused as spent, a good one is remembered as spent. */
  async function passWithBackupCode(user: CurrentUser, typed: string, caller: Caller): Promise<void> {
    const code = normalBackupCode(typed);
    await codes.refuseSpentBackupCode(user.id, code);
    await auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers: caller.headers });
    await codes.rememberSpentBackupCode(user.id, code);
  }

  async function withAttempt<T>(user: CurrentUser, work: () => Promise<T>): Promise<T> {
    const attempt = failedCodesPerUser(user.id);
    await limiter.enforce(attempt);
    try {
      const result = await work();
      await limiter.undo(attempt);
      return result;
    } catch (error) {
      throw translated(error);
    }
  }

  /** The session token in better-auth's Set-Cookie headers, if it set a new session. */
  async function newSessionToken(cookies: string[]): Promise<string | null> {
    const name = (await auth.$context).authCookies.sessionToken.name;
    const cookie = cookies.find((line) => line.startsWith(`${name}=`));
    const value = cookie ? decodeURIComponent(cookie.slice(name.length + 1).split(';')[0] ?? '') : '';
    const dot = value.lastIndexOf('.');
    return dot > 0 ? value.slice(0, dot) : null;
  }

  return {
    async status(user: CurrentUser, sessionId: string | null): Promise<TwoFactorStatus> {
      const state = sessionId
        ? await findSecondFactorState(db, sessionId)
        : { enabled: false, passed: false };
      return statusOf(user, state);
    },

    async enrol(
      user: CurrentUser,
      password: string | undefined,
      caller: Caller,
    ): Promise<TwoFactorEnrolment> {
      if (!isStaff(user)) throw new AppError(403, 'forbidden', staffTexts.noStaffAccess);
      try {
        const result = await auth.api.enableTwoFactor({ body: { password }, headers: caller.headers });
        if (!('totpURI' in result) || !result.totpURI)
          throw new Error('two-factor enrolment gave no TOTP URI');
        return { totpUri: result.totpURI, backupCodes: result.backupCodes ?? [] };
      } catch (error) {
        throw translated(error);
      }
    },

    /** The first code from the app switches the factor on; this session has passed it. */
    async confirm(user: CurrentUser, sessionId: string, code: string, caller: Caller): Promise<Confirmed> {
      const state = await findSecondFactorState(db, sessionId);
      if (state.enabled) throw new AppError(409, 'two_factor_enabled', staffTexts.twoFactorAlreadyOn);
      if (!isAppCode(code)) throw new AppError(400, 'invalid_code', staffTexts.twoFactorWrongCode);
      const { headers } = await withAttempt(user, async () => {
        await codes.claimAppCode(user.id, code);
        return auth.api.verifyTOTP({ body: { code }, headers: caller.headers, returnHeaders: true });
      });
      const cookies = headers.getSetCookie();
      const token = await newSessionToken(cookies);
      await markSecondFactorPassed(db, token ? { token } : { id: sessionId }, clock().toISOString());
      return { status: await statusOf(user, { enabled: true, passed: true }), cookies };
    },

    /**
     * Passes the factor in this session with a code from the app or a backup code, each once
     * (a code's 30-second step is claimed in the database, a backup code is used up).
     */
    async verify(
      user: CurrentUser,
      sessionId: string,
      code: string,
      caller: Caller,
    ): Promise<TwoFactorStatus> {
      const state = await findSecondFactorState(db, sessionId);
      if (!state.enabled) throw new AppError(409, 'two_factor_not_enabled', staffTexts.twoFactorNotOn);
      await withAttempt(user, async () => {
        if (!isAppCode(code)) return passWithBackupCode(user, code, caller);
        await codes.claimAppCode(user.id, code);
        await auth.api.verifyTOTP({ body: { code }, headers: caller.headers });
      });
      await markSecondFactorPassed(db, { id: sessionId }, clock().toISOString());
      return statusOf(user, { enabled: true, passed: true });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
