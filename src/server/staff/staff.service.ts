import type { Transaction } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import type { StaffList, StaffMember, StaffRole } from '../../shared/schemas/staff';
import { staffTexts } from '../../shared/staff-texts';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser, Role } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import { findUser, insertUser, listStaff, lockAdmins, type MemberRow, setRole } from './staff.repository';

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

/**
 * Who is staff. Every change is audited in its own transaction, and the last admin can be
 * neither removed nor demoted, so the museum is never left without one.
 */
export function createStaffService(deps: {
  database: DatabaseHandle;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, dialect, writeTransaction } = deps.database;
  const { clock, audit } = deps;

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
      return writeTransaction(async (trx) => {
        const user = await findUser(trx, { email });
        return changeRole(trx, actor, user ?? null, { email, role, action: 'staff.add' });
      });
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
        if (!user || (user.role !== 'staff' && user.role !== 'admin')) return null;
        return changeRole(trx, actor, user, { email: user.email, role: 'visitor', action: 'staff.remove' });
      });
    },

    member,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
