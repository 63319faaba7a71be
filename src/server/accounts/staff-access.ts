import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { staffTexts } from '../../shared/staff-texts';
import type { Database } from '../db/schema';
import { type CurrentUser, isStaff, requireUser } from '../http/current-user';
import { AppError } from '../http/errors';
import { findSecondFactorState } from './accounts.repository';

export type AdminTwoFactor = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for staff (the door) or only for admins: checked before the input is read. */
    access?: 'staff' | 'admin';
  }
}

const forbidden = (message: string) => new AppError(403, 'forbidden', message);

/**
 * Who may call /api/admin/*: 401 without a session, 403 `forbidden` for a visitor (and for
 * staff on admin-only calls). With ADMIN_2FA=required an admin also needs a second factor
 * set up and passed in this very session (403 `two_factor_required`), whichever way the
 * session began: better-auth's own check covers only the password sign-in.
 */
export function createStaffAccess(deps: { db: Kysely<Database>; adminTwoFactor: AdminTwoFactor }) {
  const { db, adminTwoFactor } = deps;

  /** What this user still owes in this session before their role counts (null: nothing). */
  async function secondFactorOwed(user: CurrentUser, sessionId: string | null): Promise<string | null> {
    if (!secondFactorRequired(user, adminTwoFactor)) return null;
    const state = sessionId ? await findSecondFactorState(db, sessionId) : { enabled: false, passed: false };
    if (!state.enabled) return staffTexts.twoFactorSetUpFirst;
    if (!state.passed) return staffTexts.twoFactorEnterCode;
    return null;
  }

  async function checkSecondFactor(user: CurrentUser, sessionId: string | null): Promise<void> {
    const owed = await secondFactorOwed(user, sessionId);
    if (owed) throw new AppError(403, 'two_factor_required', owed);
  }

  async function check(request: FastifyRequest, access: 'staff' | 'admin'): Promise<CurrentUser> {
    const user = requireUser(request);
    if (!isStaff(user)) throw forbidden(staffTexts.noStaffAccess);
    if (access === 'admin' && user.role !== 'admin') throw forbidden(staffTexts.adminsOnly);
    await checkSecondFactor(user, request.currentSessionId);
    return user;
  }

  return {
    /**
     * An onRequest hook of the /api scope, after the session is resolved: a route with
     * `config.access` answers only staff (the door) or only admins (running the museum).
     */
    guard(request: FastifyRequest, _reply: FastifyReply, done: () => void): Promise<void> | undefined {
      const { access } = request.routeOptions.config;
      // Most calls need no check: they go on at once, with no promise made.
      if (!access) return void done();
      return check(request, access).then(() => undefined);
    },

    /**
     * The signed-in user as routes outside /api/admin should treat them: an admin who still
     * owes the second factor counts as a visitor (sees what a stranger sees, and their own
     * bookings as their own), by the very rule the admin API refuses them with.
     */
    async viewer(request: FastifyRequest): Promise<CurrentUser | null> {
      const user = request.currentUser;
      if (!user || !isStaff(user)) return user;
      return (await secondFactorOwed(user, request.currentSessionId)) ? { ...user, role: 'visitor' } : user;
    },
  };
}

export type StaffAccess = ReturnType<typeof createStaffAccess>;

/** Whether this user must pass the second factor before the admin API answers. */
export function secondFactorRequired(user: CurrentUser, adminTwoFactor: AdminTwoFactor): boolean {
  return adminTwoFactor === 'required' && user.role === 'admin';
}
