import { randomBytes } from 'node:crypto';
import type { NoticeHandlers } from '../db/change-notices';
import type { StoredSession } from './session-store';

/** Reads a session by its token, from the database or from what is kept. */
export type FindSession = (token: string) => Promise<StoredSession | undefined>;

/** How the session hook reads sessions. */
export interface SessionReads {
  find: FindSession;
  /**
   * Resolves once every change to sessions and users committed before the call is known
   * here: a call that changed an account answers only then, so no next call sees it as it was.
   */
  heard(): Promise<void>;
}

export interface SessionCache extends SessionReads {
  /** Feeds the cache from the listener (change-notices.ts). */
  handlers: NoticeHandlers;
  /**
   * Sessions read from the database since start, and whether notices are heard (so sessions
   * are kept): a tripwire test checks that kept sessions stay kept.
   */
  stats(): { databaseReads: number; listening: boolean };
}

/** Every read from the database (SQLite: a read in this process costs microseconds). */
export const uncachedSessions = (read: FindSession): SessionReads => ({ find: read, heard: async () => {} });

// Enough for every visitor signed in at a busy hour; past it everything is dropped, not sorted.
const MAX_SESSIONS = 20_000;
// A marker not back by then: something is wrong with the listener; keep nothing that may be old.
const MARKER_WAIT_MS = 2000;

export interface SessionCacheOptions {
  read: FindSession;
  /** The app's table prefix: notices for other schemas or prefixes are ignored. */
  prefix: string;
  /** Sends a notice with this payload on the listened channel, from a transaction of its own. */
  sendNotice: (payload: string) => Promise<void>;
}

/**
 * Signed-in calls on PostgreSQL read their session without a round trip while nothing has
 * changed it (decision 0065). A session read from the database is kept only while this
 * instance listens for change notices (migration 0015): a session or user row that changes or
 * goes away, anywhere, sends one from its transaction, and the kept session goes. A lost
 * connection drops everything and keeps nothing until LISTEN holds again. A read that was on
 * its way while anything was dropped is not kept (it may predate the change). `heard()` sends
 * a marker notice and waits for it: PostgreSQL delivers notices in commit order, so every
 * change committed before it has been heard by then.
 */
export function createSessionCache({ read, prefix, sendNotice }: SessionCacheOptions): SessionCache {
  const byToken = new Map<string, StoredSession>();
  const tokensBySession = new Map<string, string>();
  const tokensByUser = new Map<string, Set<string>>();
  let tables: { sessions: string; users: string; markers: string } | null = null;
  // Moves whenever something kept is dropped: a read begun before a move is not kept.
  let generation = 0;
  let databaseReads = 0;
  // This instance's markers: several instances listen on the same channel.
  const instance = randomBytes(6).toString('hex');
  let markersSent = 0;
  const waiting = new Map<number, () => void>();

  function dropAll() {
    generation++;
    byToken.clear();
    tokensBySession.clear();
    tokensByUser.clear();
  }

  function drop(token: string) {
    const kept = byToken.get(token);
    if (!kept) return;
    byToken.delete(token);
    tokensBySession.delete(kept.session.id);
    const tokens = tokensByUser.get(kept.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(kept.user.id);
  }

  function keep(token: string, found: StoredSession) {
    if (byToken.size >= MAX_SESSIONS) dropAll();
    byToken.set(token, found);
    tokensBySession.set(found.session.id, token);
    const tokens = tokensByUser.get(found.user.id) ?? new Set<string>();
    tokens.add(token);
    tokensByUser.set(found.user.id, tokens);
  }

  function markerHeard(marker: number) {
    for (const [sent, resolve] of waiting) {
      if (sent <= marker) {
        waiting.delete(sent);
        resolve();
      }
    }
  }

  return {
    async find(token) {
      const kept = tables ? byToken.get(token) : undefined;
      if (kept) return kept;
      const readFrom = generation;
      databaseReads++;
      const found = await read(token);
      if (found && tables && generation === readFrom) keep(token, found);
      return found;
    },

    async heard() {
      // Not listening: nothing is kept, every read goes to the database.
      if (!tables) return;
      const marker = ++markersSent;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        waiting.set(marker, resolve);
        timer = setTimeout(() => {
          dropAll();
          markerHeard(marker);
        }, MARKER_WAIT_MS);
      });
      try {
        await sendNotice(`${tables.markers} ${instance}:${marker}`);
        await back;
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },

    handlers: {
      notice(payload) {
        if (!tables) return;
        const [table, id = ''] = payload.split(' ');
        // Whatever is not ours (another schema or prefix) changes nothing here.
        if (table === tables.sessions) {
          generation++;
          const token = tokensBySession.get(id);
          if (token) drop(token);
        } else if (table === tables.users) {
          generation++;
          for (const token of [...(tokensByUser.get(id) ?? [])]) drop(token);
        } else if (table === tables.markers) {
          const [from, marker] = id.split(':');
          if (from === instance) markerHeard(Number(marker));
        }
      },
      listening(schema) {
        dropAll();
        tables = schema
          ? {
              sessions: `${schema}.${prefix}sessions`,
              users: `${schema}.${prefix}users`,
              markers: `${schema}.${prefix}markers`,
            }
          : null;
        // Lost: nothing is kept any more, so whoever waits has nothing to wait for.
        if (!tables) markerHeard(Number.POSITIVE_INFINITY);
      },
    },

    stats: () => ({ databaseReads, listening: tables !== null }),
  };
}
