import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { containsText } from '../db/contains-text';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface AuditRecord {
  at: string;
  /** Null for the command line and the trust's own jobs. */
  actorUserId: string | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Records one staff action; callers write it in the transaction of the action itself. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: record.at,
      actor_user_id: record.actorUserId,
      action: record.action,
      subject: record.subject,
      before: json(record.before),
      after: json(record.after),
    })
    .execute();
}

export interface AuditFilter {
  /** Instants, `from` included, `to` excluded. */
  from: string;
  to: string;
  action?: string;
  /** Part of the actor's e-mail. */
  actor?: string;
  limit: number;
}

/** Newest first, with the actor's e-mail. */
export function listAudit(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_user_id',
      'users.email as actor_email',
      'audit_log.action',
      'audit_log.subject',
      'audit_log.before',
      'audit_log.after',
    ])
    .where('audit_log.at', '>=', filter.from)
    .where('audit_log.at', '<', filter.to);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.actor) query = query.where(containsText('users.email', filter.actor));
  return query.orderBy('audit_log.at', 'desc').orderBy('audit_log.id').limit(filter.limit).execute();
}
