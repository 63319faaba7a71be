import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';

/** A session and its user, as the session hook needs them (decision 0032). */
export interface StoredSession {
  session: { id: string; userId: string; expiresAt: Date };
  user: { id: string; email: string; name: string; role: string | null };
}

// Compiled once: every signed-in call reads its session (prepared-query.ts).
const sessionByToken = preparedQuery<{ token: string }>()((db, value) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.expires_at',
      'users.email',
      'users.display_name',
      'users.role',
    ])
    .where('sessions.token', '=', value('token')),
);

/**
 * The session with this token and its user, read from better-auth's tables in one query
 * (better-auth's adapter takes two, and maps every column of both). Undefined when there is
 * none. Instants come back as Date on PostgreSQL and as ISO text on SQLite.
 */
export async function findStoredSession(
  db: Kysely<Database>,
  token: string,
): Promise<StoredSession | undefined> {
  const [row] = (await sessionByToken(db, { token })).rows;
  if (!row) return undefined;
  return {
    session: { id: row.session_id, userId: row.user_id, expiresAt: new Date(row.expires_at) },
    user: { id: row.user_id, email: row.email, name: row.display_name, role: row.role },
  };
}
