import type { Kysely } from 'kysely';
import { isLanguage, type Language } from '../../shared/languages';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type { Role } from '../http/current-user';

type Db = Kysely<Database>;

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

/** True once the user has set a password (better-auth's "credential" account). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The language the user chose, or null before they chose one. */
export async function findChosenLocale(db: Db, userId: string): Promise<Language | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return isLanguage(row?.locale) ? row.locale : null;
}

/** The language the user's mails go in: the one they chose, else English. */
export async function findUserLocale(db: Db, userId: string): Promise<Language> {
  return (await findChosenLocale(db, userId)) ?? 'en';
}

export async function setUserLocale(db: Db, userId: string, locale: Language): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

const languageAdopt = preparedQuery<{ userId: string; language: Language }>({ deferred: true })((db, value) =>
  db
    .updateTable('users')
    .set({ locale: value('language') })
    .where('id', '=', value('userId'))
    .where('locale', 'is', null),
);

/**
 * In the caller's transaction: an account with no language yet takes the one a booking or a
 * waiting-list place was asked in, so the trust's later mails follow it; a language the visitor
 * chose is never replaced. Held back to travel with the commit on PostgreSQL (decision 0048).
 */
export async function adoptAccountLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await languageAdopt(db, { userId, language });
}

/** Staff and admin roles are given here, never through the API a visitor can call. */
export async function setUserRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

/** The second-factor state of a session: the user has it set up; this session passed it. */
export async function findSecondFactorState(db: Db, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.two_factor_enabled', 'sessions.two_factor_passed_at'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return { enabled: Boolean(row?.two_factor_enabled), passed: Boolean(row?.two_factor_passed_at) };
}

/** Marks the session (by id or by its token) as having passed the second factor. */
export async function markSecondFactorPassed(
  db: Db,
  session: { id: string } | { token: string },
  at: string,
): Promise<void> {
  const query = db.updateTable('sessions').set({ two_factor_passed_at: at });
  await ('id' in session
    ? query.where('id', '=', session.id)
    : query.where('token', '=', session.token)
  ).execute();
}
