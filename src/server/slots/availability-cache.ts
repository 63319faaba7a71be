import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import { sqliteChangeStamp } from './slots.repository';

export interface AvailabilityCache {
  /** The value stored under `key` while the database is unchanged; otherwise `load()`'s. */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
}

// Keys are dates; a bound keeps callers asking for odd dates from growing the map forever.
const MAX_ENTRIES = 1000;

/**
 * Availability reads are the busiest calls and change only when seats or slots do. On SQLite
 * one tiny query tells whether anything was written since an answer was stored, whoever wrote
 * it, so answers are reused and never stale. PostgreSQL has no such probe and other app
 * instances write to it, so there every read goes to the database.
 */
export function createAvailabilityCache(
  db: Kysely<Database>,
  dialect: Dialect | undefined,
): AvailabilityCache {
  if (dialect !== 'sqlite') return { remember: (_key, load) => load() };
  const entries = new Map<string, { stamp: string; value: unknown }>();
  return {
    async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      // Stamp first, then load: a write in between makes the entry look older than it is
      // (reloaded next time), never newer.
      const stamp = await sqliteChangeStamp(db);
      const entry = entries.get(key);
      if (entry?.stamp === stamp) return entry.value as T;
      const value = await load();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { stamp, value });
      return value;
    },
  };
}
