import { type Kysely, sql } from 'kysely';
import type { NotReadyReason } from '../../shared/schemas/site';
import { pendingMigrations } from '../db/migrate';
import type { Database } from '../db/schema';

/**
 * Whether this instance should be sent requests (the load balancer's health check, GET
 * /api/health/ready): not while it is draining for a shutdown, not while the database does not
 * answer, and not before every migration this version knows has run. Migrations only ever
 * add up, so once they are current that is remembered; a newer version's migrations, run by
 * an instance upgraded first, do not make this one unready (they keep the old code working).
 */
export function createReadiness(db: Kysely<Database>, tablePrefix: string) {
  let draining = false;
  let migrationsCurrent = false;
  return {
    /** From now on the instance answers not ready (SIGTERM: main.ts). */
    drain(): void {
      draining = true;
    },
    get draining(): boolean {
      return draining;
    },
    /** Why the instance is not ready, or null when it is. */
    async notReadyBecause(): Promise<NotReadyReason | null> {
      if (draining) return 'draining';
      try {
        await sql`select 1`.execute(db);
        migrationsCurrent ||= (await pendingMigrations(db, tablePrefix)).length === 0;
      } catch {
        return 'database_unreachable';
      }
      return migrationsCurrent ? null : 'migrations_not_current';
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
