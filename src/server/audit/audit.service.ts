import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../shared/rules/clock';
import { addDays, indiaDateOf, indiaInstant } from '../../shared/rules/india-clock';
import type { AuditEntry } from '../../shared/schemas/staff';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { type AuditRecord, listAudit, recordAudit } from './audit.repository';

/** The most entries one answer holds, newest first. */
const MAX_ENTRIES = 1000;
/** Without dates: the last week (India dates, today included). */
const DEFAULT_DAYS = 7;

export interface AuditQuery {
  from?: string;
  to?: string;
  action?: string;
  actor?: string;
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The audit of staff actions: written by the features in their own transactions, read by admins. */
export function createAuditService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Records one action in the transaction of the action itself. */
    record: (trx: Transaction<Database>, record: AuditRecord) => recordAudit(trx, record),

    /** Entries from the start of India date `from` to the end of `to`. */
    async list(query: AuditQuery): Promise<{ entries: AuditEntry[] }> {
      const to = query.to ?? indiaDateOf(clock());
      const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS);
      if (from > to) throw new AppError(400, 'invalid_input', 'from: must not be after to');
      const rows = await listAudit(db, {
        from: indiaInstant(from, '00:00').toISOString(),
        to: indiaInstant(addDays(to, 1), '00:00').toISOString(),
        action: query.action || undefined,
        actor: query.actor || undefined,
        limit: MAX_ENTRIES,
      });
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at,
          actor: row.actor_user_id ? { id: row.actor_user_id, email: row.actor_email ?? '' } : null,
          subjectEmail: row.subject_email,
          action: row.action,
          subject: row.subject,
          before: parsed(row.before),
          after: parsed(row.after),
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
