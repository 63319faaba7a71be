import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import type { Role } from '../http/current-user';

type Db = Kysely<Database> | Transaction<Database>;

const MEMBER_COLUMNS = ['id', 'email', 'display_name', 'role', 'two_factor_enabled'] as const;

export function listStaff(db: Db) {
  return db
    .selectFrom('users')
    .select(MEMBER_COLUMNS)
    .where('role', 'in', ['staff', 'admin'])
    .orderBy('email')
    .execute();
}
export type MemberRow = Awaited<ReturnType<typeof listStaff>>[number];

export function findUser(db: Db, by: { id: string } | { email: string }) {
  const query = db.selectFrom('users').select(MEMBER_COLUMNS);
  return (
    'id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email)
  ).executeTakeFirst();
}

/**
 * An account for an address nobody has signed in with yet, as better-auth would make it on
 * the first sign-in (the e-mail link then signs the person into this account).
 */
export async function insertUser(db: Db, email: string, role: Role, at: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ id, email, display_name: '', image: null, role, created_at: at, updated_at: at })
    .execute();
  return id;
}

export async function setRole(db: Db, userId: string, role: Role, at: string): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: at }).where('id', '=', userId).execute();
}

/**
 * The admins' ids, locked on PostgreSQL until the transaction ends: two admins demoting each
 * other at once cannot both see the other still there. (SQLite runs one writer at a time.)
 */
export function lockAdmins(trx: Transaction<Database>, dialect: Dialect) {
  const query = trx.selectFrom('users').select('id').where('role', '=', 'admin');
  return (dialect === 'postgres' ? query.forUpdate() : query).execute();
}

/**
 * Takes a member's second factor away: the app's secret and the backup codes go, and no
 * session of theirs counts as having passed it; they set it up again at their next admin call.
 */
export async function resetSecondFactor(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  await trx
    .updateTable('users')
    .set({ two_factor_enabled: sql<boolean>`false` })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('sessions')
    .set({ two_factor_passed_at: null })
    .where('user_id', '=', userId)
    .execute();
}
