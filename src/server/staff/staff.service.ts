import type { Transaction } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import type { StaffList, StaffMember, StaffRole } from '../../shared/schemas/staff';
import { staffTexts } from '../../shared/staff-texts';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser, Role } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import {
  findUser,
  insertUser,
  listStaff,
  lockAdmins,
  type MemberRow,
  resetSecondFactor,
  setRole,
} from './staff.repository';
import type { StaffWelcomeMail } from './staff-welcome-mail';

function toMember(row: MemberRow): StaffMember {
  return {
    userId: row.id,
    email: row.email,
    displayName: row.display_name || null,
    role: row.role as StaffRole,
    twoFactorEnabled: Boolean(row.two_factor_enabled),
  };
}

/** What a role change did: the account, its role before (null for a new account) and after. */
export interface RoleChange {
  userId: string;
  email: string;
  before: Role | null;
  after: Role;
}

const isStaffRole = (role: string | null | undefined) => role === 'staff' || role === 'admin';

/**
 * Who is staff. Every change is audited in its own transaction, and the last admin can be
 * neither removed nor demoted, so the museum is never left without one. Someone who becomes
 * staff through the API is mailed how to sign in (`welcome`; the CLI's operator tells them).
 */
export function createStaffService(deps: {
  database: DatabaseHandle;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  welcome?: StaffWelcomeMail;
}) {
  const { db, dialect, writeTransaction } = deps.database;
  const { clock, audit, welcome } = deps;

  async function changeRole(
    trx: Transaction<Database>,
    actor: CurrentUser | null,
    user: { id: string; email: string; role: string } | null,
    change: { email: string; role: Role; action: string },
  ): Promise<RoleChange> {
    const at = clock().toISOString();
    const before = (user?.role as Role | undefined) ?? null;
    if (user && before === change.role)
      return { userId: user.id, email: change.email, before, after: before };
    if (before === 'admin' && change.role !== 'admin') {
      const admins = await lockAdmins(trx, dialect);
      if (admins.length <= 1) throw new AppError(409, 'last_admin', staffTexts.lastAdmin);
    }
    const userId = user ? user.id : await insertUser(trx, change.email, change.role, at);
    if (user) await setRole(trx, user.id, change.role, at);
    await audit.record(trx, {
      at,
      actorUserId: actor?.id ?? null,
      action: change.action,
      subject: userId,
      before: before && { email: change.email, role: before },
      after: { email: change.email, role: change.role },
    });
    return { userId, email: change.email, before, after: change.role };
  }

  async function member(userId: string): Promise<StaffMember> {
    return toMember((await findUser(db, { id: userId })) as MemberRow);
  }

  return {
    async list(): Promise<StaffList> {
      return { staff: (await listStaff(db)).map(toMember) };
    },

    /** Grants a role to an address, creating the account when nobody has it yet. */
    async grant(actor: CurrentUser | null, email: string, role: StaffRole): Promise<RoleChange> {
      const change = await writeTransaction(async (trx) => {
        const user = await findUser(trx, { email });
        const made = await changeRole(trx, actor, user ?? null, { email, role, action: 'staff.add' });
        if (welcome && !isStaffRole(made.before)) await welcome.queue(trx, email, { role });
        return made;
      });
      return change;
    },

    /**
     * Takes another member's second factor away (a lost phone, no backup codes left): they
     * set it up again at their next admin call. Not one's own: that is for another admin.
     */
    async resetSecondFactor(actor: CurrentUser, userId: string): Promise<StaffMember> {
      if (actor.id === userId) throw new AppError(409, 'own_account', staffTexts.twoFactorResetSelf);
      await writeTransaction(async (trx) => {
        const user = await findUser(trx, { id: userId });
        if (!user || !isStaffRole(user.role)) throw notFound(staffTexts.staffNotFound);
        if (!user.two_factor_enabled)
          throw new AppError(409, 'two_factor_not_enabled', staffTexts.twoFactorNotOn);
        await resetSecondFactor(trx, userId);
        await audit.record(trx, {
          at: clock().toISOString(),
          actorUserId: actor.id,
          action: 'staff.two_factor_reset',
          subject: userId,
          before: { email: user.email, twoFactorEnabled: true },
          after: { email: user.email, twoFactorEnabled: false },
        });
      });
      return member(userId);
    },

    async changeRole(actor: CurrentUser, userId: string, role: StaffRole): Promise<StaffMember> {
      await writeTransaction(async (trx) => {
        const user = await findUser(trx, { id: userId });
        if (!user) throw notFound(staffTexts.staffNotFound);
        await changeRole(trx, actor, user, { email: user.email, role, action: 'staff.role' });
      });
      return member(userId);
    },

    /** Back to visitor; null when the account is not staff (nothing to do). */
    async revoke(
      actor: CurrentUser | null,
      by: { id: string } | { email: string },
    ): Promise<RoleChange | null> {
      return writeTransaction(async (trx) => {
        const user = await findUser(trx, by);
        if (!user || !isStaffRole(user.role)) return null;
        return changeRole(trx, actor, user, { email: user.email, role: 'visitor', action: 'staff.remove' });
      });
    },

    member,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
